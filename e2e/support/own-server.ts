import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { type Database, openPglite } from '../../apps/server/src/db/client';
import { serverEnv } from './env';

/**
 * A server of a spec's own, for rows no API call makes (failed jobs): the spec fills a fresh
 * embedded database first, then the server starts on it — the same source, web build, mail catcher
 * and admin as the suite's server, on its own port and data directory. One process owns an
 * embedded database, so the rows go in before the server starts.
 */
export function ownServer(name: string, port: number) {
  const dataDir = `.tmp/e2e/${name}-data`;
  const baseUrl = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;

  return {
    baseUrl,
    async start(seed: (database: Database) => Promise<void>) {
      rmSync(dataDir, { recursive: true, force: true });
      const database = await openPglite({ dataDir });
      try {
        await seed(database);
      } finally {
        await database.close();
      }
      // Its own process group, so that stopping it stops what `npx` started too.
      child = spawn('npx', ['tsx', 'apps/server/src/server.ts'], {
        env: { ...process.env, ...serverEnv(port, dataDir) },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      });
      await answering(`${baseUrl}/api/health`, child);
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running?.pid || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      process.kill(-running.pid, 'SIGTERM');
      await exited;
    },
  };
}

async function answering(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
