// Loaded into the server process by the batch bench (`node --import`): watches the main thread's
// event loop (the one requests wait on) and, on `GET /` at 127.0.0.1:BENCH_LOOP_PORT, answers the
// worst delay (ms) since the last call and starts over. Bench-only: the server knows nothing of it.
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

// Worker threads (the documents pool) start with the same flags: they watch nothing.
if (isMainThread) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  http
    .createServer((_request, response) => {
      const worstMs = delay.max / 1e6;
      delay.reset();
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ worst_ms: worstMs }));
    })
    .listen(Number(process.env.BENCH_LOOP_PORT), '127.0.0.1')
    .unref();
}
