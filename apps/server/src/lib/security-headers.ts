import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config.js';

/**
 * Helmet's security headers (CSP, HSTS, nosniff, frame options…) on every answer. The middleware is
 * built once at start-up: @fastify/helmet rebuilt it, CSP parsing included, on every request, which
 * cost a third of the plugin stack's throughput (docs/performance.md).
 */
export function securityHeaders(app: FastifyInstance, config: Config) {
  const secure = helmet({
    contentSecurityPolicy: {
      directives: {
        'img-src': [
          "'self'",
          'data:',
          'blob:',
          new URL(config.appUrl).origin,
          ...(config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []),
        ],
        'style-src': ["'self'", "'unsafe-inline'"],
        'upgrade-insecure-requests': null,
      },
    },
  });
  app.addHook('onRequest', (request, reply, done) =>
    secure(request.raw, reply.raw, (error) => done(error as Error | undefined)),
  );
}
