/**
 * `npm run bench:signin`: how long a refused sign-in takes for an email that has an account and for one
 * that has none (both answer INVALID_CREDENTIALS). Separable timings tell an attacker who is a customer.
 *
 * Starts the real storefront in-process over a fresh, seeded temp DATA_DIR (behind a trusted loopback
 * proxy, so each attempt comes from its own address and no rate limit is reached), registers
 * SIGNIN_SAMPLES customers (default 50), then times SIGNIN_SAMPLES wrong-password sign-ins for them and as
 * many for unknown emails, alternated, one at a time; prints the median and p90 of each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../server/src/config';
import { createLogger } from '../server/src/logger';
import { startServer } from '../server/src/server';
import { REGISTER, SIGN_IN } from '../server/testkit/accountOps';
import { percentile, positiveInt } from './figures';

const SAMPLES = positiveInt('SIGNIN_SAMPLES', 50);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-signin-'));
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    DATA_DIR: dataDir,
  });
  const server = await startServer(config, createLogger('silent'));
  let address = 0;
  const gql = async (query: string, variables: Record<string, unknown>) => {
    address += 1;
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as { data?: Record<string, { customer: unknown; errors: { code: string }[] }> };
  };
  try {
    const known: string[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const tag = `bench${Date.now().toString(36)}${i}`;
      const password = 'Lunettes-du-soir-2026';
      const answer = await gql(REGISTER, {
        input: { firstName: 'Marie', lastName: 'Dupont', username: tag, email: `${tag}@example.com`, password, confirmPassword: password },
      });
      if (!answer.data?.register?.customer) throw new Error(`registration failed: ${JSON.stringify(answer)}`);
      known.push(`${tag}@example.com`);
    }
    const timings = { known: [] as number[], unknown: [] as number[] };
    const attempt = async (email: string, into: number[]) => {
      const started = performance.now();
      const answer = await gql(SIGN_IN, { input: { email, password: 'Wrong-password-42' } });
      into.push(performance.now() - started);
      const code = answer.data?.signIn?.errors[0]?.code;
      if (code !== 'INVALID_CREDENTIALS') throw new Error(`expected INVALID_CREDENTIALS, got ${JSON.stringify(answer)}`);
    };
    // One warm-up each (first compilation, first store connection), not counted.
    await attempt(known[0]!, []);
    await attempt('warm-up@example.com', []);
    for (let i = 0; i < SAMPLES; i += 1) {
      await attempt(known[i]!, timings.known);
      await attempt(`nobody${i}-${Date.now().toString(36)}@example.com`, timings.unknown);
    }
    const line = (name: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return `${name.padEnd(14)} median ${percentile(sorted, 50).toFixed(1)} ms   p90 ${percentile(sorted, 90).toFixed(1)} ms   (n=${values.length})`;
    };
    console.log('Refused sign-in, wrong password, one at a time:');
    console.log(line('known email', timings.known));
    console.log(line('unknown email', timings.unknown));
  } finally {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
