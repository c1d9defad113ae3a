/** server/testkit/checkoutOps.ts, which the benches use too, by the name the server tests know. */
export * from '../../../server/testkit/checkoutOps';
