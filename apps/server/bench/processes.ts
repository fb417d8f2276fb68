import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadJob, LoadResult } from './load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const serverDir = path.resolve(here, '..');

/** Starts a TypeScript entry point as its own Node process (through tsx), output to `logFile`. */
export function startProcess(
  entry: string,
  env: Record<string, string>,
  logFile: string,
  nodeFlags: string[] = [],
): ChildProcess {
  const log = fs.openSync(logFile, 'a');
  return spawn(process.execPath, [...nodeFlags, '--import', 'tsx', entry], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', log, log],
  });
}

/** Waits until `url` answers 200 (the process is listening and its database is reachable). */
export async function waitUntilUp(url: string, child: ChildProcess, logFile: string) {
  for (let waited = 0; waited < 60_000; waited += 200) {
    if (child.exitCode !== null) {
      throw new Error(`${url}: the process exited (${child.exitCode}); see ${logFile}`);
    }
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within 60 s; see ${logFile}`);
}

export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Runs one load job in a separate load-generator process and returns what it measured. */
export function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, 'load.ts'), JSON.stringify(job)],
      {
        cwd: serverDir,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
      else resolve(JSON.parse(output.trim().split('\n').at(-1)!) as LoadResult);
    });
  });
}
