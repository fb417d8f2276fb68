import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './helpers/server-process.js';

const serverDir = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

describe('production start', () => {
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  it('tsx is a development dependency only', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8'));
    expect(pkg.dependencies.tsx).toBeUndefined();
    expect(pkg.devDependencies.tsx).toBeDefined();
    const root = JSON.parse(fs.readFileSync(path.join(serverDir, '../../package.json'), 'utf8'));
    expect(root.scripts.serve).toBe('node apps/server/dist/server.js');
  });

  it('the server builds to JavaScript and `node dist/server.js` serves the API', async () => {
    await run(process.execPath, ['build.mjs'], { cwd: serverDir });
    expect(fs.existsSync(path.join(serverDir, 'dist/migrations/meta/_journal.json'))).toBe(true);

    const port = await freePort();
    const dataDir = path.join(serverDir, `../../.tmp/test-serve-${process.pid}`);
    fs.rmSync(dataDir, { recursive: true, force: true });
    const output: string[] = [];
    child = spawn(process.execPath, [path.join(serverDir, 'dist/server.js')], {
      // A production install: real payments configured, so no demo menu to draw at start.
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PAYSTACK_SECRET_KEY: 'sk_test_build_check',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk) => output.push(String(chunk)));
    child.stderr?.on('data', (chunk) => output.push(String(chunk)));

    let health: Response | undefined;
    for (let tries = 0; tries < 240 && !health?.ok && child.exitCode === null; tries++) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health?.ok) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(health?.status, output.join('')).toBe(200);
    expect(await health!.json()).toMatchObject({ data: { db: 'up' } });

    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    child = undefined;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 180_000);
});
