/** The Content Security Policy lets Stripe.js in (script, card and 3-D Secure frames, API) only when Stripe is the provider. */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { securityHeaders, type SecurityHeaderOptions } from '../../../server/src/http/securityHeaders';
import { EARLY_TAPS_SCRIPT_HASH } from '../../../server/src/ssr/earlyTaps';

async function policyOf(options: SecurityHeaderOptions): Promise<Record<string, string[]>> {
  const app = express();
  app.use(...securityHeaders(options));
  app.get('/', (_req, res) => void res.send('ok'));
  const server = await new Promise<import('node:http').Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    const header = response.headers.get('content-security-policy') ?? '';
    return Object.fromEntries(
      header.split(';').map((directive) => {
        const [name = '', ...sources] = directive.trim().split(/\s+/);
        return [name, sources];
      }),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const STRIPE = /stripe\.com/;

it('allows js.stripe.com, hooks.stripe.com and api.stripe.com when Stripe is configured', async () => {
  const policy = await policyOf({ imageOrigins: [], production: false, stripe: true });
  expect(policy['script-src']).toEqual(["'self'", EARLY_TAPS_SCRIPT_HASH, 'https://js.stripe.com']);
  expect(policy['frame-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com']);
  expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
  // Nothing else opens up.
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['img-src']).toEqual(["'self'", 'data:']);
  expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
});

it('allows no Stripe origin with the offline test card (Stripe not configured)', async () => {
  for (const options of [
    { imageOrigins: [], production: false },
    { imageOrigins: ['https://store.example.com'], production: true, stripe: false },
  ]) {
    const policy = await policyOf(options);
    expect(
      Object.values(policy)
        .flat()
        .filter((source) => STRIPE.test(source)),
    ).toEqual([]);
    expect(policy['script-src']).toEqual(["'self'", EARLY_TAPS_SCRIPT_HASH]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toBeUndefined();
  }
});
