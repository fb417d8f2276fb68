import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE } from '../src/lib/clock.js';
import { modules } from '../src/modules/index.js';
import type { ModuleManifest, RoutePlugin } from '../src/modules/manifest.js';
import { buildTestApp, type TestApp } from './helpers/app.js';
import { operationsOf } from './helpers/openapi.js';

/**
 * The README's "Where each URL is served" and docs/architecture.md's "Modules and their manifests"
 * tables say which module serves each URL and which job kinds and recurring tasks each module owns.
 * This test builds the real app, notes which module registered each route (every manifest's route
 * plugins are wrapped in one that listens to `onRoute`) and compares the tables with what it saw.
 *
 * How the tables are read: in a URL cell, every `code` outside parentheses is a pattern. A pattern
 * ending in `…` covers every URL that starts with what comes before it; any other pattern is one
 * URL exactly (parameters as Fastify spells them, `:id`). A route belongs to the row of the longest
 * pattern that covers it, so `/api/orders…` → orders and `/api/orders/delivery-options` → delivery.
 * A pattern led by a method (`DELETE /api/profile`) covers that method's route only.
 * In a module, jobs or recurring cell, the names are the `code` outside parentheses; a recurring
 * task is "`name`, hourly", "`name`, every 15 minutes" or "`name`, every minute".
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

type Route = { module: string; mount: 'api' | 'root'; method: string; url: string };

const routes: Route[] = [];
const manifests: ModuleManifest[] = [];

/** The plugin, and an `onRoute` hook in its context that writes down each route it adds. */
function noted(module: string, mount: Route['mount'], plugin: RoutePlugin): FastifyPluginAsync {
  return async (instance, options) => {
    instance.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ module, mount, method, url: route.url });
      }
    });
    // biome-ignore lint/suspicious/noExplicitAny: both plugin types take (instance, options)
    await (plugin as any)(instance, options);
  };
}

// Before the app is built: registerModules() reads this list when it mounts the modules.
for (const [index, module] of modules.entries()) {
  modules[index] = (ctx) => {
    const manifest = module(ctx);
    manifests.push(manifest);
    return {
      ...manifest,
      api: manifest.api?.map((plugin) => noted(manifest.name, 'api', plugin)),
      root: manifest.root?.map((plugin) => noted(manifest.name, 'root', plugin)),
    };
  };
}

type Row = { cells: string[]; line: number };

/** The rows of the first table after `heading` in `file` (header and separator left out). */
function tableAfter(file: string, heading: string): Row[] {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const start = lines.findIndex((line) => line.trim() === heading);
  if (start < 0) throw new Error(`${file}: no heading "${heading}"`);
  let first = start + 1;
  while (first < lines.length && !lines[first]!.startsWith('|')) first += 1;
  const rows: Row[] = [];
  for (let i = first + 2; i < lines.length && lines[i]!.startsWith('|'); i += 1) {
    rows.push({
      cells: lines[i]!.split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
      line: i + 1,
    });
  }
  if (rows.length === 0) throw new Error(`${file}: no table after "${heading}"`);
  return rows;
}

/** A cell without its parenthesized remarks. */
function outsideParentheses(cell: string): string {
  let text = cell;
  for (let before = ''; before !== text; ) {
    before = text;
    text = text.replace(/\([^()]*\)/g, '');
  }
  return text;
}

/** The `code` of a cell outside its parentheses. */
const codes = (cell: string) =>
  [...outsideParentheses(cell).matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

type Pattern = { text: string; module: string };

/** A pattern may name one method (`DELETE /profile`): it then covers that method's route only. */
const covers = (pattern: string, route: { method: string; key: string }) => {
  const [, method, url = pattern] = /^(GET|POST|PUT|PATCH|DELETE) (.+)$/.exec(pattern) ?? [];
  if (method && method !== route.method) return false;
  return url.endsWith('…') ? route.key.startsWith(url.slice(0, -1)) : route.key === url;
};

/**
 * What disagrees between the routes and the patterns of a table: a route whose most specific
 * pattern names another module (or none), and a pattern that covers none of its module's routes.
 */
function disagreements(seen: Array<Route & { key: string }>, patterns: Pattern[]): string[] {
  const problems: string[] = [];
  for (const route of seen) {
    const best = patterns
      .filter((pattern) => covers(pattern.text, route))
      .sort(
        (a, b) =>
          b.text.length - a.text.length || Number(a.text.endsWith('…')) - Number(b.text.endsWith('…')),
      )[0];
    if (!best) problems.push(`${route.method} ${route.key} (${route.module}): no row covers it`);
    else if (best.module !== route.module)
      problems.push(
        `${route.method} ${route.key}: served by ${route.module}, the table says ${best.module} (\`${best.text}\`)`,
      );
  }
  for (const pattern of patterns) {
    if (!seen.some((route) => route.module === pattern.module && covers(pattern.text, route)))
      problems.push(`\`${pattern.text}\` (${pattern.module}) covers none of that module's routes`);
  }
  return problems;
}

const INTERVALS: Record<string, number> = {
  hourly: HOUR,
  'every 15 minutes': 15 * MINUTE,
  'every minute': MINUTE,
};

describe('the module tables of the README and docs/architecture.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ smtp: false });
  });
  afterAll(() => t.close());

  const names = () => manifests.map((manifest) => manifest.name);

  it('notes every route of the OpenAPI document under the module that registered it', () => {
    expect(new Set(names()).size).toBe(modules.length);
    const noted = new Set(routes.map((route) => `${route.method} ${route.url}`));
    const missing = operationsOf(t.app)
      .map(
        (operation) =>
          `${operation.method} ${operation.path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1')}`,
      )
      .filter((operation) => !noted.has(operation));
    expect(missing).toEqual([]);
  });

  it('README: every URL prefix names the module that serves it, and every module is there', () => {
    const rows = tableAfter('README.md', '## Where each URL is served');
    const patterns: Pattern[] = [];
    const named = new Set<string>();
    const problems: string[] = [];
    for (const { cells, line } of rows) {
      const [urls = '', moduleCell = ''] = cells;
      const owners = codes(moduleCell);
      if (owners.length !== 1) {
        problems.push(`README.md:${line}: the module cell names ${owners.length} modules, not one`);
        continue;
      }
      const module = owners[0]!;
      if (!names().includes(module)) problems.push(`README.md:${line}: no module is called ${module}`);
      named.add(module);
      const texts = codes(urls);
      if (texts.length === 0 && !routes.some((route) => route.module === module)) continue;
      for (const text of texts) patterns.push({ text, module });
      if (texts.length === 0) problems.push(`README.md:${line}: ${module} serves routes, the row names none`);
    }
    for (const name of names()) if (!named.has(name)) problems.push(`module ${name} is missing`);
    problems.push(
      ...disagreements(
        routes.map((route) => ({ ...route, key: route.url })),
        patterns,
      ),
    );
    expect(problems).toEqual([]);
  });

  it('docs/architecture.md: one row per module with its routes, job kinds and recurring tasks', () => {
    const rows = tableAfter('docs/architecture.md', '### Modules and their manifests');
    const problems: string[] = [];
    const patterns: Record<Route['mount'], Pattern[]> = { api: [], root: [] };
    const rowOf = new Map<string, string[]>();
    for (const { cells, line } of rows) {
      if (cells.length !== 5) {
        problems.push(`docs/architecture.md:${line}: ${cells.length} cells, not 5`);
        continue;
      }
      const [module = '', api = '', rootUrls = ''] = cells;
      if (rowOf.has(module)) problems.push(`docs/architecture.md:${line}: ${module} has a second row`);
      if (!names().includes(module))
        problems.push(`docs/architecture.md:${line}: no module is called ${module}`);
      rowOf.set(module, cells);
      for (const text of codes(api)) patterns.api.push({ text, module });
      for (const text of codes(rootUrls)) patterns.root.push({ text, module });
    }
    for (const manifest of manifests) {
      const cells = rowOf.get(manifest.name);
      if (!cells) {
        problems.push(`module ${manifest.name} has no row`);
        continue;
      }
      const jobs = codes(cells[3]!).sort();
      const kinds = Object.keys(manifest.jobs ?? {}).sort();
      if (jobs.join() !== kinds.join())
        problems.push(
          `${manifest.name}: the row lists jobs [${jobs.join(', ')}], the manifest [${kinds.join(', ')}]`,
        );
      const listed = [...outsideParentheses(cells[4]!).matchAll(/`([^`]+)`(?:,\s*([a-z0-9 ]+))?/g)].map(
        ([, name, interval]) =>
          `${name} ${INTERVALS[interval?.trim() ?? ''] ?? `? (${interval ?? 'no interval'})`}`,
      );
      const tasks = (manifest.recurring ?? []).map((task) => `${task.name} ${task.everyMs}`);
      if (listed.sort().join() !== tasks.sort().join())
        problems.push(
          `${manifest.name}: the row lists recurring [${listed.join(', ')}], the manifest [${tasks.join(', ')}] (name and ms)`,
        );
    }
    for (const mount of ['api', 'root'] as const) {
      const seen = routes
        .filter((route) => route.mount === mount)
        .map((route) => ({ ...route, key: mount === 'api' ? route.url.replace(/^\/api/, '') : route.url }));
      problems.push(...disagreements(seen, patterns[mount]).map((problem) => `${mount}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  it('docs/architecture.md: the "Background work" table has one row per job kind', () => {
    const listed = tableAfter('docs/architecture.md', '### Background work').flatMap(({ cells }) =>
      codes(cells[0] ?? ''),
    );
    const kinds = manifests.flatMap((manifest) => Object.keys(manifest.jobs ?? {}));
    expect(listed.sort()).toEqual(kinds.sort());
  });
});
