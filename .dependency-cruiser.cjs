/** Layer rules (docs/architecture.md): what may import what. `npm run lint` fails on any violation. */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Import cycles make load order matter and hide which module owns what.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'ui-not-to-db',
      severity: 'error',
      comment: 'Pages, layouts and components get data from a service (through +data), never from db/.',
      from: { path: '^(pages|components|layouts)/' },
      to: { path: '^db/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'http-not-to-queries',
      severity: 'error',
      comment: 'Routers, middleware and the console call services; services call db/queries.',
      from: { path: '^server/(api|middleware|console|app)/|^server/(app|render-page)\\.tsx?$' },
      to: { path: '^db/queries/' },
    },
    {
      name: 'domain-is-pure',
      severity: 'error',
      comment: 'Domain rules are pure: no web framework, database, logger or services.',
      from: { path: '^server/domain/' },
      to: {
        path: '^(db|server/(services|api|middleware|console|images|emails))/|^node_modules/(express|vike|vike-react|drizzle-orm|better-sqlite3|pino|pino-http)/',
      },
    },
    {
      name: 'tenants-are-data',
      severity: 'error',
      comment: 'tenants/ holds tenant seed data only; its schema lives in server/domain/tenancy.',
      from: { path: '^tenants/' },
      to: { path: '^(db|server/(services|api|middleware|console))/' },
    },
    {
      name: 'demo-data-loaded-in-demo-mode-only',
      severity: 'error',
      comment:
        'The demo shop (catalogue, artwork motifs and texts, reviews, accounts, legal pages, blog) lives in db/seed/demo ' +
        'and is loaded in demo mode only (issue 33): seedForMode imports it dynamically when SHOP_MODE is demo; nothing ' +
        'else imports it statically but the demo folder itself, the CLIs, tests and benchmarks.',
      from: { pathNot: '^(db/seed/demo|scripts|tests|bench)/|\\.test\\.tsx?$' },
      to: { path: '^db/seed/demo/', dynamic: false },
    },
    {
      name: 'seed-only-from-seeding-entry-points',
      severity: 'error',
      comment:
        'Demo data stays out of the running shop (issue 33): db/seed is imported by the seeding entry points only, ' +
        'the ops and tenant CLIs (scripts/), tests and benchmarks, and server/index.ts, whose start seeds an empty ' +
        'database by SHOP_MODE (seedForMode). Brand content (legal pages, blog) is read from the database like the ' +
        'rest (decision 045): no runtime module reads demo texts.',
      from: {
        pathNot: '^(db/seed|scripts|tests|bench)/|\\.test\\.tsx?$|^server/index\\.ts$',
      },
      to: { path: '^db/seed/' },
    },
    {
      name: 'seed-not-to-services',
      severity: 'error',
      comment:
        "The seed writes rows; the data derived from them (search indexes, price history) is the services' work, " +
        'handed in by the seeding entry point (db/seed/seed-derivations.ts), so the seed stays below the services.',
      from: { path: '^db/seed/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^server/(services|api|middleware|console|http)/' },
    },
    {
      name: 'components-not-to-pages',
      severity: 'error',
      comment:
        'Pages compose components, never the other way: what both need lives in components/, a service or domain.',
      from: { path: '^components/' },
      to: { path: '^pages/' },
    },
    {
      name: 'console-not-to-api',
      severity: 'error',
      comment:
        'The console and the shop API are siblings over the same services: helpers both use live in server/http/ or a ' +
        'service, so neither router depends on the other.',
      from: { path: '^server/console/' },
      to: { path: '^server/api/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|migrations|locales)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    moduleSystems: ['es6', 'cjs'],
  },
}
