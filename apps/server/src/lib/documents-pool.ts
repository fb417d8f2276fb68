import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/**
 * PDFs (statements, meal labels) are laid out off the main thread, in a small pool of worker
 * threads (piscina; decision 012): laying out thousands of rows takes pdfkit a second or more,
 * which would stop every other request of the process for as long. The caller reads its data from
 * the database on the main thread and passes it here as plain, structured-clone-able data; the
 * thread (`src/documents.worker.ts`, which imports no database and no context) lays the document
 * out and hands the bytes back without a copy.
 *
 * The pool starts with the first document and keeps at most one thread per spare core (one on two
 * cores, so the event loop keeps a core); an idle thread ends after a minute, and closing the app
 * closes the pool (`closeDocumentsPool`, app.ts, after the job queue has stopped).
 */

/**
 * The worker entry and how to start its threads. Built (build.mjs), `dist/documents.worker.js`
 * beside `dist/server.js`. From source (`npx tsx`, vitest) the TypeScript entry, which the thread
 * loads through tsx's require hook (piscina requires the entry first): on Node 20 a thread does not
 * get tsx's import hooks from `--import`, and vitest runs TypeScript its own way, not through tsx.
 * tsx is a development dependency: this branch never runs when built.
 */
function workerEntry(): { filename: string; execArgv?: string[] } {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return { filename: fileURLToPath(new URL('./documents.worker.js', here)) };
  const tsxRequire = createRequire(here).resolve('tsx/cjs');
  return {
    filename: fileURLToPath(new URL('../documents.worker.ts', here)),
    execArgv: [...process.execArgv, '--require', tsxRequire],
  };
}

const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
const IDLE_MS = 60_000;

let pool: Piscina | undefined;

/**
 * Lays out the document `document` (one of documents.worker.ts) from `input` in a pool thread and
 * answers the PDF's bytes. An error thrown in the thread rejects with that error (its message and
 * stack), as it would have been thrown here.
 */
export async function renderDocument(document: string, input: unknown): Promise<Buffer> {
  if (!pool) {
    pool = new Piscina({ ...workerEntry(), minThreads: 0, maxThreads: THREADS, idleTimeout: IDLE_MS });
    // A thread that fails outside a document (at its start) must not end the process: it is reported
    // as a warning on stderr, and the documents waiting for it fail with their own error.
    pool.on('error', (error: Error) => process.emitWarning(error));
  }
  const bytes: ArrayBuffer = await pool.run({ document, input });
  return Buffer.from(bytes);
}

/**
 * Closes the pool, once the documents it is laying out are done; the next document starts a new
 * one. Safe to call when none was started, and more than once.
 */
export async function closeDocumentsPool(): Promise<void> {
  const closing = pool;
  pool = undefined;
  await closing?.close();
}
