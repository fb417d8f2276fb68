// Builds the server to plain JavaScript for `npm run serve` (node, no TypeScript at run time):
// one ES module per entry point in dist/, the contract package bundled in, every npm dependency
// left external, and the SQL migrations copied next to them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8'));
const outdir = path.join(root, 'dist');

await fs.rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    // The documents threads' entry (lib/documents-pool.ts looks for it beside server.js).
    'documents.worker': 'src/documents.worker.ts',
    'admin-create': 'src/cli/admin-create.ts',
    'seed-demo': 'src/cli/seed-demo.ts',
    'db-backup': 'src/cli/db-backup.ts',
    'db-restore': 'src/cli/db-restore.ts',
  },
  absWorkingDir: root,
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  external: Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@lunch/')),
  logLevel: 'warning',
});
// dist/<entry>.js sits one level below apps/server, like src/<file>.ts: relative paths (the web app
// in apps/web/dist) resolve the same; the migrations are looked up next to the module.
await fs.cp(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`server built to ${path.relative(process.cwd(), outdir)}/`);
