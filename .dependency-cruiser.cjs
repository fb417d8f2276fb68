/**
 * Import rules of ../shared/architecture.md, checked by `npm run check` (dependency-cruiser):
 * the contract is the only meeting point of the web app and the server; in the web app imports
 * run shared (lib, components) -> features -> app (routes), and a feature never imports another
 * feature; nothing imports in a circle.
 */
const web = '^apps/web/src/';
const server = '^apps/server/src/';
/** The server's top: what wires the layers together (and the demo data and commands built on them). */
const serverTop = `${server}(app|server|startup|context)\\.ts$|${server}(demo|cli)/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'Modules that import each other (directly or through others) cannot be understood or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-not-to-server',
      comment: 'The web app and the server only meet in packages/contract.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'server-not-to-web',
      comment: 'The web app and the server only meet in packages/contract.',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'contract-stands-alone',
      comment: 'The contract is imported by both apps and imports neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e)/' },
    },
    {
      name: 'feature-not-to-feature',
      comment:
        'A feature never imports another feature: move what both need to lib/ or components/, or compose them in a route.',
      severity: 'error',
      from: { path: `${web}features/([^/]+)/` },
      to: { path: `${web}features/`, pathNot: `${web}features/$1/` },
    },
    {
      name: 'feature-not-to-app',
      comment: 'Features are composed by the routes in app/, never the other way round.',
      severity: 'error',
      from: { path: `${web}features/` },
      to: { path: `${web}app/` },
    },
    {
      name: 'shared-not-to-features-or-app',
      comment: 'lib/ and components/ are shared by every feature and route, so they import neither.',
      severity: 'error',
      from: { path: `${web}(lib|components)/` },
      to: { path: `${web}(features|app)/` },
    },
    {
      name: 'server-db-at-the-bottom',
      comment:
        'db/ (connection, schema, migrations) is the ground floor of the server: it imports no other layer. Layers, top down: app/server/context (and demo/, cli/) -> modules/ (features: routes and their services) -> domain/ -> lib/ -> db/.',
      severity: 'error',
      from: { path: `${server}db/` },
      to: { path: `${server}(lib|domain|modules)/|${serverTop}` },
    },
    {
      name: 'server-lib-below-domain',
      comment:
        'lib/ holds what is not our domain (jobs, mail, HTTP helpers): it imports db/ only, never a domain library, a module or the context.',
      severity: 'error',
      from: { path: `${server}lib/` },
      to: { path: `${server}(domain|modules)/|${serverTop}` },
    },
    {
      name: 'server-domain-below-modules',
      comment:
        'domain/ holds the rules shared by features (money, budgets, delivery rules, people): it imports lib/ and db/, never a feature module.',
      severity: 'error',
      from: { path: `${server}domain/` },
      to: { path: `${server}modules/|${server}(app|server|startup)\\.ts$|${server}(demo|cli)/` },
    },
    {
      name: 'server-context-as-a-type',
      comment:
        'context.ts is top-level wiring (it creates the services, some of them from feature modules): modules and domain name its type only, so nothing below it runs it.',
      severity: 'error',
      from: { path: `${server}(modules|domain)/` },
      to: { path: `${server}context\\.ts$`, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'server-modules-below-top',
      comment:
        'Feature modules are wired by app.ts and started by server.ts; they never import them, nor the demo data or commands.',
      severity: 'error',
      from: { path: `${server}modules/` },
      to: { path: `${server}(app|server|startup)\\.ts$|${server}(demo|cli)/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data|\\.tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
