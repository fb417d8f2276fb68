import { JSON_MAX_DEPTH } from '@lunch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { type Actor, createAdmin, PASSWORD } from './helpers/factories.js';
import { type Operation, operationsOf } from './helpers/openapi.js';

const DEPTH_MESSAGE = `The JSON body is nested too deeply (at most ${JSON_MAX_DEPTH} levels)`;
const JSON_TYPE = { 'content-type': 'application/json' };
/** Answers that never end (a live stream): sent only anonymously, where they answer 401 at once. */
const LIVE_STREAMS = new Set(['GET /api/orders/events']);

/** `{"a":{"a":…null…}}`: `depth` objects, one in another. */
const nestedObjects = (depth: number) => `${'{"a":'.repeat(depth)}null${'}'.repeat(depth)}`;
/** `[[[…]]]`: `depth` arrays. */
const nestedArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const takesJson = (operation: Operation) => operation.consumes.includes('application/json');

describe('deeply nested JSON bodies', () => {
  let t: TestApp;
  let admin: Actor;
  let operations: Operation[];
  const send = (operation: Operation, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: operation.method as 'POST',
      url: operation.url,
      headers: { ...JSON_TYPE, ...headers },
      payload,
    });
  const login = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', headers: JSON_TYPE, payload });

  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
    admin = await createAdmin(t);
    operations = operationsOf(t.app);
  }, 120_000);
  afterAll(() => t.close());

  it('the OpenAPI document lists the operations this test walks', () => {
    const labels = operations.map((operation) => operation.label);
    expect(labels).toEqual(
      expect.arrayContaining(['POST /api/auth/login', 'POST /api/orders', 'PATCH /api/food-menu/{id}']),
    );
    for (const stream of LIVE_STREAMS) expect(labels).toContain(stream);
    expect(operations.length).toBeGreaterThan(50);
  });

  it('10,000 levels answer 400 naming the problem on public routes, never 5xx on any route (anonymous)', async () => {
    const publicWithJson: string[] = [];
    for (const operation of operations) {
      // Public: answers an anonymous caller with something other than 401 ("please sign in").
      const shallow = await send(operation, '{}');
      const isPublic = shallow.statusCode !== 401;
      for (const payload of [nestedObjects(10_000), nestedArrays(10_000)]) {
        const res = await send(operation, payload);
        expect(res.statusCode, operation.label).toBeLessThan(500);
        if (isPublic && takesJson(operation)) {
          expect(res.statusCode, operation.label).toBe(400);
          expect(res.json(), operation.label).toMatchObject({
            success: false,
            message: DEPTH_MESSAGE,
            data: null,
            errors: [{ path: '(body)', message: DEPTH_MESSAGE }],
          });
        } else if (operation.readsBody && res.statusCode === 400) {
          // Nothing read the body beyond its depth: no field errors, no other message.
          expect(res.json().message, operation.label).toBe(DEPTH_MESSAGE);
        }
      }
      if (isPublic && takesJson(operation)) publicWithJson.push(operation.label);
    }
    expect(publicWithJson).toEqual(
      expect.arrayContaining([
        'POST /api/auth/login',
        'POST /api/auth/signup',
        'POST /api/auth/reset-password',
      ]),
    );
  });

  it('10,000 levels never answer 5xx with a platform admin session either, and change nothing', async () => {
    for (const operation of operations) {
      if (LIVE_STREAMS.has(operation.label)) continue;
      const res = await send(operation, nestedObjects(10_000), admin.headers);
      expect(res.statusCode, operation.label).toBeLessThan(500);
      if (operation.readsBody && res.statusCode === 400) {
        expect(res.json().message, operation.label).toBe(DEPTH_MESSAGE);
      }
    }
    // POST /auth/logout was among them: the session still works.
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: admin.headers });
    expect(me.statusCode).toBe(200);
  });

  it(`${JSON_MAX_DEPTH} levels are read, ${JSON_MAX_DEPTH + 1} are refused`, async () => {
    // The body itself is one level: the extra field holds the rest.
    const body = (depth: number) =>
      `{"identifier":"${admin.email}","password":"${PASSWORD}","extra":${nestedArrays(depth - 1)}}`;
    const ten = await login(body(10));
    expect(ten.statusCode).toBe(200);
    expect(ten.json().data.account_type).toBe('Admin');
    expect((await login(body(JSON_MAX_DEPTH))).statusCode).toBe(200);
    const over = await login(body(JSON_MAX_DEPTH + 1));
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(DEPTH_MESSAGE);
  });

  it('brackets and escaped quotes inside strings do not count as nesting', async () => {
    const password = `\\"${'[{'.repeat(50)}\\\\`;
    const res = await login(JSON.stringify({ identifier: admin.email, password: `x${password}` }));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Invalid credentials');
  });

  it("keeps the JSON parser's other refusals: prototype keys, an empty body, malformed text, the size limit", async () => {
    const cases: Array<[string, string, number]> = [
      ['__proto__', '{"identifier":"a@example.com","__proto__":{"admin":true}}', 400],
      ['constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}', 400],
      ['an empty body', '', 400],
      ['malformed text', '{"identifier":', 400],
      ['a body over 1 MB', JSON.stringify({ identifier: 'x'.repeat(1024 * 1024) }), 413],
    ];
    for (const [label, payload, status] of cases) {
      const res = await login(payload);
      expect(res.statusCode, label).toBe(status);
      expect(res.json(), label).toMatchObject({ success: false, data: null });
    }
  });
});
