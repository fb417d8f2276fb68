/**
 * The load generator, run as its own process by the benchmark so that it does not share an event
 * loop with the server it measures. Reads one job (JSON) from argv, drives it with autocannon and
 * prints the result as one JSON line.
 */
import autocannon from 'autocannon';

export type LoadJob = {
  url: string;
  path: string;
  method: 'GET' | 'POST';
  connections: number;
  seconds: number;
  /** Send exactly this many requests instead of running for `seconds`. */
  amount?: number;
  /** One entry per request in turn: an Authorization token and, for POST, a JSON body. */
  requests: Array<{ token?: string; body?: unknown }>;
};

export type LoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  statuses: Record<string, number>;
  errors: number;
  /** The load generator's own CPU (user and system) while it ran, in ms. */
  cpuMs: number;
};

async function main() {
  const started = performance.now();
  const job = JSON.parse(process.argv[2]!) as LoadJob;
  const prepared = job.requests.map((request) => ({
    headers: {
      ...(request.token ? { authorization: `Bearer ${request.token}` } : {}),
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: request.body !== undefined ? JSON.stringify(request.body) : undefined,
  }));
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: job.url,
    connections: job.connections,
    ...(job.amount ? { amount: job.amount, timeout: 60 } : { duration: job.seconds }),
    requests: [
      {
        method: job.method,
        path: job.path,
        setupRequest: (request) => {
          const chosen = prepared[next++ % prepared.length]!;
          return { ...request, headers: chosen.headers, ...(chosen.body ? { body: chosen.body } : {}) };
        },
      },
    ],
  });
  const cpu = process.cpuUsage(cpuBefore);
  const statuses: Record<string, number> = {};
  for (const [code, stat] of Object.entries(result.statusCodeStats ?? {})) {
    statuses[code] = (stat as { count: number }).count;
  }
  const output: LoadResult = {
    requests: result.requests.total,
    rps: result.requests.total / (job.amount ? (performance.now() - started) / 1000 : job.seconds),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
  process.stdout.write(`${JSON.stringify(output)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
