import cookie from '@fastify/cookie';
import { defineEndpoints, MEMBERS_WHO } from '@lunch/contract/endpoint';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ok } from './reply.js';
import { routeSchema, serve } from './routes.js';

const Thing = z.object({ name: z.string().min(2) });
const table = defineEndpoints({
  'POST /things': { roles: 'public', tags: ['things'], body: Thing, response: Thing, status: 201 },
  'PATCH /things/:id': {
    roles: ['company'],
    companyRoles: MEMBERS_WHO.all,
    tags: ['things'],
    description: 'Renames a thing.',
    params: z.object({ id: z.string() }),
    body: Thing,
    response: Thing,
  },
  'POST /things/upload': {
    roles: ['admin', 'employee'],
    tags: ['things'],
    form: { consumes: ['multipart/form-data'] },
  },
  'GET /health': { roles: 'public', tags: ['platform'], response: Thing, alsoAnswers: [503] },
});

async function app() {
  const server = Fastify().withTypeProvider<ZodTypeProvider>();
  server.setValidatorCompiler(validatorCompiler);
  server.setSerializerCompiler(serializerCompiler);
  await server.register(cookie);
  // No session is ever looked up: every request here is anonymous.
  const ctx = {} as Parameters<typeof serve>[1];
  await server.register(async (api) =>
    serve(api, ctx, table, {
      'POST /things': async (request, reply) => reply.code(201).send(ok(request.body, 'Made')),
      'PATCH /things/:id': async (request) => ok({ name: `${request.params.id}:${request.body.name}` }),
      'POST /things/upload': { bodyLimit: 10, handler: async () => 'never' },
      'GET /health': async () => ok({ name: 'up' }),
    }),
  );
  return server;
}

describe('routes from the endpoint table', () => {
  it('writes the route schema of an entry: OpenAPI text, schemas, the envelope at its statuses', () => {
    const patch = routeSchema(table['PATCH /things/:id']);
    expect(patch).toMatchObject({ tags: ['things'], description: 'Renames a thing.' });
    expect(Object.keys(patch)).toEqual(['tags', 'description', 'params', 'body', 'response']);
    expect(Object.keys(routeSchema(table['POST /things']).response)).toEqual(['201']);
    expect(Object.keys(routeSchema(table['GET /health']).response)).toEqual(['200', '503']);
    expect(routeSchema(table['POST /things/upload'])).toEqual({
      tags: ['things'],
      consumes: ['multipart/form-data'],
    });
  });

  it('checks the account before the body of an entry with roles, and not for a public one', async () => {
    const server = await app();
    const anonymous = await server.inject({ method: 'PATCH', url: '/things/x', payload: { name: 1 } });
    expect(anonymous.statusCode).toBe(401);
    const upload = await server.inject({ method: 'POST', url: '/things/upload', payload: 'x'.repeat(100) });
    expect(upload.statusCode).toBe(401);
    const refused = await server.inject({ method: 'POST', url: '/things', payload: { name: 1 } });
    expect(refused.statusCode).toBe(400);
    const made = await server.inject({ method: 'POST', url: '/things', payload: { name: 'ok', extra: 1 } });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toEqual({ success: true, message: 'Made', data: { name: 'ok' } });
    await server.close();
  });
});
