import { zonesEndpoints } from '@lunch/contract/endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../lib/reply.js';
import { serve } from '../../lib/routes.js';
import { createZone, deleteZone, listZones, updateZone } from './zones.service.js';

/**
 * The platform admin's delivery zones (`zonesEndpoints`: roles, schemas and OpenAPI text are the
 * table's).
 */
export function zonesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    serve(app, ctx, zonesEndpoints, {
      'GET /admin/zones': async () => ok(await listZones(ctx)),

      'POST /admin/zones': async (request) => ok(await createZone(ctx, request.body), 'Zone added'),

      'PATCH /admin/zones/:id': async (request) =>
        ok(await updateZone(ctx, request.params.id, request.body), 'Zone saved'),

      'DELETE /admin/zones/:id': async (request) => {
        await deleteZone(ctx, request.params.id);
        return ok(null, 'Zone deleted');
      },
    });
  };
}
