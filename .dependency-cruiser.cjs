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
