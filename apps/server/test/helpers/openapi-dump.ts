import { writeFileSync } from 'node:fs';
import { buildTestApp } from './app.js';

/**
 * Writes the app's OpenAPI document to a file, to show that moving routes to the endpoint table
 * changed nothing on the wire (docs/architecture.md, "How to add or move an endpoint"):
 *
 *   npx tsx apps/server/test/helpers/openapi-dump.ts /tmp/openapi-before.json
 *   … move the routes …
 *   npx tsx apps/server/test/helpers/openapi-dump.ts /tmp/openapi-after.json
 *   cmp /tmp/openapi-before.json /tmp/openapi-after.json
 */
const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: openapi-dump.ts <file.json>');
const t = await buildTestApp({ smtp: false });
writeFileSync(file, `${JSON.stringify(t.app.swagger(), null, 2)}\n`);
await t.close();
