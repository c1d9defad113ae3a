/**
 * What a browser that has not passed the gate is told when it asks for anything else: one code and one
 * message, whether over /graphql (graphql/errors.ts maps it to a GraphQL error) or any other route
 * (routes.ts, as JSON).
 */
export const GATE_LOCKED = {
  code: 'GATE_LOCKED',
  message: 'The shop is behind a password: pass the site gate (enterSite) first.',
} as const;
