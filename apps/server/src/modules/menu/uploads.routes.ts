import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { IMAGE_CONTENT_TYPES } from './menu.images.js';

/**
 * Stored menu images at `/uploads/<key>` (outside /api, where `ctx.storage.url` points). Keys are
 * content-addressed, so a file never changes under its URL and may be cached for a year. Public
 * images: any origin may load them (Cross-Origin-Resource-Policy: cross-origin).
 */
export function uploadRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
      const key = request.params['*'];
      const type = IMAGE_CONTENT_TYPES[key.split('.').pop() ?? ''];
      const body = type ? await ctx.storage.get(key).catch(() => null) : null;
      if (!type || !body) throw notFound('File not found');
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(body);
    });
  };
}
