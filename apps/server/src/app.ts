import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { v7 as uuidv7 } from 'uuid';
import type { Config } from './config.js';
import { type AppContext, createContext, type Services, stopServices } from './context.js';
import type { Database } from './db/client.js';
import { type Clock, systemClock } from './lib/clock.js';
import { closeDocumentsPool } from './lib/documents-pool.js';
import { AppError, isDatabaseUnavailable } from './lib/errors.js';
import { refuseDeepJson } from './lib/json-body.js';
import { nulGuard } from './lib/nul-guard.js';
import { databaseRateLimitStore } from './lib/rate-limit-store.js';
import { securityHeaders } from './lib/security-headers.js';
import { serializerCompiler } from './lib/serializer.js';
import { summarize } from './lib/validation.js';
import { registerModules } from './modules/index.js';

export const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * One flat log line per answered request (Fastify's default writes two, the request and the reply
 * each through a serializer): method, path, status, milliseconds and client address, with the
 * request id the request's logger carries.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = {
      method: request.method,
      url: request.url,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
      remoteAddress: request.ip,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

export type BuildAppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Replacements for this process's services (tests); the others are made by createContext. */
  services?: Partial<Services>;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/**
 * The whole application without listening: plugins, every module (modules/index.ts), error handling,
 * the web app. Nothing runs in the background until the caller starts the services (server.ts:
 * startServices); closing the app stops them. The database stays the caller's to close, after.
 */
export async function buildApp({ config, database, clock = systemClock, logger, services }: BuildAppOptions) {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : uuidv7();
    },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: 1024 * 1024,
    logController: new OneLinePerRequest(),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx = createContext(config, database, clock, app.log, services);
  app.decorate('ctx', ctx);
  app.decorateRequest('account', null);
  ctx.metrics?.countRequests(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    // API answers carry personal data: never stored by browsers or shared caches.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
  // Open order streams end first: the server waits for every open connection before it closes.
  app.addHook('preClose', () => ctx.orderEvents.stop());
  app.addHook('onClose', async () => {
    await stopServices(ctx);
    // After the job queue, whose jobs send mail and lay out statements in the documents threads.
    ctx.mailer.close?.();
    await closeDocumentsPool();
  });
  app.addHook('preValidation', nulGuard);
  refuseDeepJson(app);

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)',
        message: issue.message ?? 'Invalid value',
      }));
      return reply.code(400).send({ success: false, message: summarize(errors), data: null, errors });
    }
    if (error instanceof AppError) {
      if (error.statusCode === 429) reply.header('retry-after', '900');
      return reply.code(error.statusCode).send({
        success: false,
        message: error.message,
        data: null,
        ...(error.errors ? { errors: error.errors } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      const unavailable = isDatabaseUnavailable(error);
      if (unavailable) reply.header('retry-after', '5');
      return reply.code(unavailable ? 503 : 500).send({
        success: false,
        message: unavailable
          ? 'The database is unavailable. Try again shortly.'
          : 'Something went wrong on our side',
        data: null,
      });
    }
    return reply.code(status).send({ success: false, message: error.message, data: null });
  });

  securityHeaders(app, config);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ['GET', 'HEAD', 'POST', 'PATCH', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 600,
  });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx),
    errorResponseBuilder: () =>
      new AppError('TOO_MANY_REQUESTS', 'Too many requests. Please wait a few minutes and try again.'),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Lunch API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await registerModules(app, ctx);

  const hasWeb = fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api') || request.method !== 'GET') {
      return reply.code(404).send({
        success: false,
        message: `Not found: ${request.method} ${request.url.split('?')[0]}`,
        data: null,
      });
    }
    if (!hasWeb) {
      return reply
        .code(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (or `npm start`, which builds it).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
