import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A TCP port free on loopback right now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** What the process printed, for failure messages. */
  output: string[];
  alive(): boolean;
  /** Ends the process with `signal` and waits for its exit. */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * The real server (src/server.ts, through tsx) in a process of its own on `databaseUrl`, as an
 * operator runs it: job worker running, nothing of the test's in its memory. A production install
 * (Paystack configured, so no demo menu is drawn at start). Resolves once `/api/health` answers 200.
 */
export async function startServerProcess(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(serverDir, 'src/server.ts')], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(serverDir, `../../.tmp/server-process-${process.pid}-${port}`),
      LOG_LEVEL: 'warn',
      PAYSTACK_SECRET_KEY: 'sk_test_server_process',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => output.push(String(chunk)));
  child.stderr?.on('data', (chunk) => output.push(String(chunk)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    child,
    output,
    alive: () => child.exitCode === null && child.signalCode === null,
    async stop(signal = 'SIGTERM') {
      if (server.alive()) child.kill(signal);
      await exited;
    },
  };
  for (let waited = 0; waited < 60_000 && server.alive(); waited += 200) {
    const health = await fetch(`${server.url}/api/health`).catch(() => undefined);
    if (health?.ok) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await server.stop('SIGKILL');
  throw new Error(`the server process did not start:\n${output.join('')}`);
}
