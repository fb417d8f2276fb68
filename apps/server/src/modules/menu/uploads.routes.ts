import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { IMMUTABLE_CACHE } from '../../lib/storage.js';
import { IMAGE_CONTENT_TYPES } from './menu.images.js';

/**
 * Stored menu images at `/uploads/<key>` (outside /api, where `ctx.storage.url` points unless
 * S3_PUBLIC_URL is set), read from disk or the S3 bucket. Keys are content-addressed, so a file never
 * changes under its URL and may be cached for a year. Public images: any origin may load them
 * (Cross-Origin-Resource-Policy: cross-origin). A missing file is a 404; a storage failure (the
 * bucket unreachable) is a 500, logged.
 */
export function uploadRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
      const key = request.params['*'];
      const type = IMAGE_CONTENT_TYPES[key.split('.').pop() ?? ''];
      const body = type ? await ctx.storage.get(key) : null;
      if (!type || !body) throw notFound('File not found');
      return reply
        .type(type)
        .header('cache-control', IMMUTABLE_CACHE)
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(body);
    });
  };
}
