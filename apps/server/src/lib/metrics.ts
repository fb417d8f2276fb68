import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The `route` label of a request no route matched (404s of unknown URLs): one series, not one per URL. */
export const NO_ROUTE = '(none)';

/**
 * This process's Prometheus metrics (`GET /metrics`, modules/platform/metrics.routes.ts), made only
 * when METRICS_TOKEN is set: Node's own (`process_…`, `nodejs_…`), the request durations
 * (`countRequests`) and the gauges the platform module reads from the database at each scrape. A
 * registry of its own per app, so that several apps in one process (tests) never share a series.
 */
export class Metrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern (e.g. /api/orders/:id) and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }

  /**
   * Times every answered request (an onResponse hook on the whole app): one observation, labelled
   * with the route's pattern, never its URL, so that the series stay as few as the routes.
   */
  countRequests(app: FastifyInstance): void {
    const requests = this.requests;
    app.addHook('onResponse', (request, reply, done) => {
      requests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? NO_ROUTE,
          status_code: reply.statusCode,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
  }
}
