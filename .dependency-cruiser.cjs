/**
 * The import rules of the server and of common/ (npm run lint:imports, part of npm run lint).
 *
 * Layers of server/src, top to bottom. An import points down, or sideways inside its layer; never up:
 *   1. entry     main.ts, server.ts, storeConnection.ts, cli/, composition/assemble.ts (the composition
 *                root: the one place that builds the services and wires them)
 *   2. web       app.ts (the request pipeline), http/, seo/, ssr/
 *   3. api       graphql/ (schema, context, resolvers), internal/ (the internal test pages' fields and
 *                their reads), composition/services.ts (the services' types the API receives),
 *                generated/server/ (codegen's resolver types)
 *   4. services  accounts/ backInStock/ catalog/ checkout/ content/ currency/ doctor/ gate/ invoices/
 *                mail/ payments/ pricing/ session/ translations/
 *   5. adapters  woo/ (WooCommerce's wire), storage/ and ports/ (the storefront's records, shared state)
 *   6. base      domain/ (pure rules), config.ts, logger.ts
 *   7. common/   shared with the client
 * config.ts may read a service folder's settings parser (invoices/sellerSettings.ts): parsing the
 * environment beside the feature it configures.
 * Adapters implement ports a service declares (storage/ keeps checkout's payment completions, mail's
 * outbox...): they may import a service's types, never its code.
 */
const SRC = '^server/src/';
const ENTRY = `${SRC}(main\\.ts|server\\.ts|storeConnection\\.ts|cli/|composition/assemble\\.ts)`;
const WEB = `${SRC}(app\\.ts|http/|seo/|ssr/)`;
const API = `(${SRC}(graphql/|internal/|composition/services\\.ts)|^generated/server/)`;
const SERVICES = `${SRC}(accounts|backInStock|catalog|checkout|content|currency|doctor|gate|invoices|mail|payments|pricing|session|translations)/`;
const ADAPTERS = `${SRC}(woo|storage|ports)/`;

/** A rule that forbids imports from `from` into any of `into`. */
const noUpward = (name, comment, from, into) => ({ name, comment, severity: 'error', from: { path: from }, to: { path: into } });

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle in server/src or common/: modules that cannot be read, tested or loaded one without the other.',
      severity: 'error',
      from: { path: `(${SRC}|^common/)` },
      to: { circular: true },
    },
    {
      name: 'domain-is-pure',
      comment: 'domain/ holds pure rules: it imports nothing of ours but domain/ and common/.',
      severity: 'error',
      from: { path: `${SRC}domain/` },
      to: { path: '^(server|common|generated|client|localstore|tests|bench)/', pathNot: [`${SRC}domain/`, '^common/'] },
    },
    {
      name: 'common-stands-alone',
      comment: 'common/ is shared by the server and the browser: it imports only common/.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(server|generated|client|localstore|tests|bench)/' },
    },
    {
      name: 'woo-is-the-wire',
      comment: "woo/ speaks WooCommerce's wire format: it imports only woo/, domain/, common/ and the logger.",
      severity: 'error',
      from: { path: `${SRC}woo/` },
      to: {
        path: '^(server|generated|client|localstore|tests|bench)/',
        pathNot: [`${SRC}(woo|domain)/`, '^common/', `${SRC}logger\\.ts$`],
      },
    },
    noUpward('logger-below-all', 'logger.ts sits under every layer but domain/ and common/.', `${SRC}logger\\.ts$`, [
      ENTRY,
      WEB,
      API,
      SERVICES,
      ADAPTERS,
    ]),
    noUpward(
      'config-below-adapters',
      'config.ts is read by every layer: it imports no entry point, web, API or adapter module.',
      `${SRC}config\\.ts$`,
      [ENTRY, WEB, API, ADAPTERS],
    ),
    noUpward('adapters-below-services', 'Adapters never import the API, the web layer or the entry points.', ADAPTERS, [ENTRY, WEB, API]),
    {
      name: 'adapters-take-services-types-only',
      comment: "An adapter implements a port a service declares: it may import the service's types, never its code.",
      severity: 'error',
      from: { path: ADAPTERS },
      to: { path: SERVICES, dependencyTypesNot: ['type-only'] },
    },
    noUpward(
      'services-below-api',
      'Services never import the API (graphql/, internal/), the web layer or the entry points: the API maps their results and codes.',
      SERVICES,
      [ENTRY, WEB, API],
    ),
    noUpward('api-below-web', 'The API never imports the web layer or the entry points.', API, [ENTRY, WEB]),
    noUpward(
      'web-below-entry',
      'The web layer never imports the entry points (it receives the services built by the composition root).',
      WEB,
      [ENTRY],
    ),
    {
      name: 'resolvers-reach-services',
      comment: 'Resolvers read arguments, call services and shape answers: no WooCommerce wire, no records.',
      severity: 'error',
      from: { path: `(${SRC}graphql/resolvers/|${SRC}internal/resolvers)` },
      to: { path: `${SRC}(woo|storage)/` },
    },
  ],
  options: {
    includeOnly: '^(server/src|common|generated/server)/',
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a circle of types is still a circle for whoever reads the code.
    tsPreCompilationDeps: true,
    // #common/* and #generated/* (package.json "imports") resolve to the sources, as in development.
    enhancedResolveOptions: {
      conditionNames: ['types', 'development', 'import', 'require', 'node', 'default'],
      exportsFields: ['exports'],
    },
  },
};
