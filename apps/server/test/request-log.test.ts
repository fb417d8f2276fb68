import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { openTestDatabase } from './helpers/database.js';

describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase();
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const config = loadConfig({ DATA_DIR: '.tmp/test-data', LOG_LEVEL: 'info' });
    app = await buildApp({ config, database, logger: { level: 'info', stream } });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('writes one flat line per answered request, with its id, and no line when it comes in', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'health-check-1' } });
    await app.inject({ method: 'GET', url: '/api/no-such-route?x=1', remoteAddress: '10.0.0.7' });
    const requests = lines.filter((line) => line.reqId !== undefined);
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      reqId: 'health-check-1',
      method: 'GET',
      url: '/api/health',
      statusCode: 200,
      remoteAddress: '127.0.0.1',
    });
    expect(requests[0]!.responseTime).toEqual(expect.any(Number));
    expect(requests[1]).toMatchObject({
      url: '/api/no-such-route?x=1',
      statusCode: 404,
      remoteAddress: '10.0.0.7',
    });
    expect(requests[0]).not.toHaveProperty('req');
  });
});
