/**
 * Checkout and addresses as good shops do them (issue 23, section 2), through GraphQL over the local
 * store: the shop chooses the cheapest delivery (free shipping when reached) and keeps the shopper's
 * own choice; states where the country has them (listed, required, checked, matched against the US:CA
 * zone, recorded on the order and in the address book); a signed-in customer's first order fills an
 * empty address book and a later one does not overwrite it.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import type { GqlSession } from './helpers/gqlSession';
import { gqlSession } from './helpers/gqlSession';
import { me, register, UPDATE_ADDRESSES } from './helpers/accountOps';
import { PLACE, address, placeInput, type CartLine } from './helpers/checkoutOps';
import { startTestServer, type TestServer } from './helpers/testServer';

const SUGGESTING_QUOTE = `query Quote($input: CheckoutQuoteInput!) {
  checkoutQuote(input: $input) {
    ready
    shippingMethods { id title methodId kind cost { amount } }
    shippingMethod { id methodId kind }
    suggestedShippingMethodId
    shippingTotal { amount }
    total { amount }
  }
}`;

interface Method {
  id: string;
  title: string;
  methodId: string;
  kind: string;
  cost: { amount: number };
}
interface SuggestingQuote {
  checkoutQuote: {
    ready: boolean;
    shippingMethods: Method[];
    shippingMethod: { id: string; methodId: string; kind: string } | null;
    suggestedShippingMethodId: string | null;
    shippingTotal: { amount: number };
    total: { amount: number };
  };
}
interface Placed {
  placeOrder: { order: { id: string } | null; errors: { field: string | null; code: string }[] };
}

/** Montmartre in black, 189 EUR: over the 100 EUR free shipping minimum. */
const MONTMARTRE: CartLine = { key: 'black', productId: '310', variationId: '311', quantity: 1 };

let server: TestServer;
let shopper: GqlSession;
/** Mouffetard, 89 EUR: under the free shipping minimum. */
let mouffetard: CartLine;

beforeAll(async () => {
  server = await startTestServer();
  shopper = gqlSession(server.url);
  const { product } = (
    await server.gql<{ product: { id: string; variations: { id: string }[] } }>('{ product(slug: "mouffetard") { id variations { id } } }')
  ).data!;
  mouffetard = { key: 'mouffetard', productId: product.id, variationId: product.variations[0]?.id, quantity: 1 };
}, 60_000);

afterAll(async () => {
  await server.close();
});

async function quote(input: Record<string, unknown>) {
  const result = await shopper.gql<SuggestingQuote>(SUGGESTING_QUOTE, { input: { currency: 'EUR', ...input } });
  expect(result.errors).toBeUndefined();
  return result.data!.checkoutQuote;
}

describe('the shipping method the shop chooses', () => {
  it('is free shipping for a 189 EUR cart to France, priced in the quote', async () => {
    const shown = await quote({ lines: [MONTMARTRE], country: 'FR', postcode: '75002', useSuggestedShippingMethod: true });
    const free = shown.shippingMethods.find((method) => method.methodId === 'free_shipping');
    expect(free).toBeDefined();
    // The store lists standard delivery first: the shop still chooses the free one.
    expect(shown.shippingMethods[0]?.methodId).toBe('flat_rate');
    expect(shown.suggestedShippingMethodId).toBe(free!.id);
    expect(shown.shippingMethod?.id).toBe(free!.id);
    expect(shown.shippingTotal.amount).toBe(0);
    expect(shown.ready).toBe(true);
  });

  it('is the cheapest delivery under the minimum, never the pickup at the shop (free too)', async () => {
    const shown = await quote({ lines: [mouffetard], country: 'FR', postcode: '75002', useSuggestedShippingMethod: true });
    expect(shown.shippingMethods.some((method) => method.kind === 'LOCAL_PICKUP' && method.cost.amount === 0)).toBe(true);
    expect(shown.shippingMethods.some((method) => method.methodId === 'free_shipping')).toBe(false);
    const cheapest = Math.min(
      ...shown.shippingMethods.filter((method) => method.kind !== 'LOCAL_PICKUP').map((method) => method.cost.amount),
    );
    expect(shown.shippingMethod?.kind).toBe('FLAT_RATE');
    expect(shown.shippingTotal.amount).toBe(cheapest);
    expect(shown.suggestedShippingMethodId).toBe(shown.shippingMethod?.id);
  });

  it("keeps the shopper's own choice while it ships there, and falls back when it no longer does", async () => {
    const first = await quote({ lines: [MONTMARTRE], country: 'FR', postcode: '75002', useSuggestedShippingMethod: true });
    const express = first.shippingMethods.find((method) => method.title.includes('express'))!;
    const chosen = await quote({
      lines: [MONTMARTRE],
      country: 'FR',
      postcode: '75002',
      shippingMethodId: express.id,
      useSuggestedShippingMethod: true,
    });
    expect(chosen.shippingMethod?.id).toBe(express.id);
    // Free shipping asked for on a cart under its minimum: the shop's choice instead.
    const free = first.shippingMethods.find((method) => method.methodId === 'free_shipping')!;
    const under = await quote({
      lines: [mouffetard],
      country: 'FR',
      postcode: '75002',
      shippingMethodId: free.id,
      useSuggestedShippingMethod: true,
    });
    expect(under.shippingMethod?.kind).toBe('FLAT_RATE');
  });

  it('is not priced unless asked for: placing an order charges only the method the shopper confirmed', async () => {
    const shown = await quote({ lines: [MONTMARTRE], country: 'FR', postcode: '75002' });
    expect(shown.suggestedShippingMethodId).not.toBeNull();
    expect(shown.shippingMethod).toBeNull();
    expect(shown.ready).toBe(false);
  });
});

describe('states and provinces', () => {
  it("lists the states of the shop's countries that have some (data/countries), none for France", async () => {
    const answer = await server.gql<{ shippingCountries: { code: string; states: { code: string; name: string }[] }[] }>(
      '{ shippingCountries(language: EN) { code states { code name } } }',
    );
    const countries = answer.data!.shippingCountries;
    const us = countries.find((country) => country.code === 'US')!;
    expect(us.states).toEqual(
      expect.arrayContaining([
        { code: 'CA', name: 'California' },
        { code: 'NY', name: 'New York' },
      ]),
    );
    expect(us.states.map((state) => state.name)).toEqual(
      [...us.states.map((state) => state.name)].sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(countries.find((country) => country.code === 'FR')!.states).toEqual([]);
  });

  it("gives a US:CA address the US:CA zone's methods, and a Texan one the rest of the world's", async () => {
    const california = await quote({
      lines: [MONTMARTRE],
      country: 'US',
      state: 'CA',
      postcode: '94103',
      useSuggestedShippingMethod: true,
    });
    expect(california.shippingMethods.map((method) => [method.title, method.cost.amount])).toEqual([['Livraison Amérique du Nord', 25]]);
    const texas = await quote({ lines: [MONTMARTRE], country: 'US', state: 'TX', postcode: '73301', useSuggestedShippingMethod: true });
    expect(texas.shippingMethods.map((method) => [method.title, method.cost.amount])).toEqual([['Livraison internationale', 35]]);
    // Without a state, no state's zone matches (as WooCommerce matches zones).
    const none = await quote({ lines: [MONTMARTRE], country: 'US', postcode: '94103' });
    expect(none.shippingMethods.map((method) => method.title)).toEqual(['Livraison internationale']);
  });

  it('requires a known state for a US address, and records it on the order', async () => {
    const california = { ...address, country: 'US', state: 'CA', city: 'San Francisco', postcode: '94103' };
    const shown = await quote({ lines: [MONTMARTRE], country: 'US', state: 'CA', postcode: '94103', useSuggestedShippingMethod: true });
    const methodId = shown.shippingMethod!.id;
    const attempt = async (billing: Record<string, unknown>) =>
      (await shopper.gql<Placed>(PLACE, { input: placeInput([MONTMARTRE], methodId, shown.total.amount, { billing }) })).data!.placeOrder;

    const missing = await attempt({ ...california, state: null });
    expect(missing.order).toBeNull();
    expect(missing.errors).toEqual([expect.objectContaining({ field: 'billing.state', code: 'REQUIRED' })]);
    const unknown = await attempt({ ...california, state: 'ZZ' });
    expect(unknown.errors).toEqual([expect.objectContaining({ field: 'billing.state', code: 'INVALID_STATE' })]);

    const placed = await attempt({ ...california, state: 'ca' });
    expect(placed.errors).toEqual([]);
    // As the store recorded it (WooCommerce keeps the state code on both addresses).
    const store = new Database(path.join(server.dataDir, 'localstore.sqlite'), { readonly: true });
    try {
      const rows = store
        .prepare('SELECT address_type, state, country FROM order_addresses WHERE order_id = ? ORDER BY address_type')
        .all(Number(placed.order!.id));
      expect(rows).toEqual([
        { address_type: 'billing', state: 'CA', country: 'US' },
        { address_type: 'shipping', state: 'CA', country: 'US' },
      ]);
    } finally {
      store.close();
    }
  });

  it('drops a state typed for a country without states', async () => {
    const shown = await quote({ lines: [MONTMARTRE], country: 'FR', postcode: '75002', useSuggestedShippingMethod: true });
    const placed = (
      await shopper.gql<Placed>(PLACE, {
        input: placeInput([MONTMARTRE], shown.shippingMethod!.id, shown.total.amount, { billing: { ...address, state: 'XX' } }),
      })
    ).data!.placeOrder;
    expect(placed.errors).toEqual([]);
  });
});

describe('the address book', () => {
  it("is filled by a signed-in customer's first order, and not overwritten by the next", async () => {
    const customerSession = gqlSession(server.url);
    const customer = await register(customerSession);
    expect((await me(customerSession))!.billing.configured).toBe(false);

    const buy = async (billing: Record<string, unknown>, shipping: Record<string, unknown> | null) => {
      const country = (shipping ?? billing).country as string;
      const state = ((shipping ?? billing).state as string | undefined) ?? null;
      const shown = (
        await customerSession.gql<SuggestingQuote>(SUGGESTING_QUOTE, {
          input: {
            lines: [MONTMARTRE],
            currency: 'EUR',
            country,
            state,
            postcode: (shipping ?? billing).postcode,
            useSuggestedShippingMethod: true,
          },
        })
      ).data!.checkoutQuote;
      const placed = await customerSession.gql<Placed>(PLACE, {
        input: placeInput([MONTMARTRE], shown.shippingMethod!.id, shown.total.amount, {
          email: customer.email,
          billing,
          shipToDifferentAddress: shipping !== null,
          shipping,
        }),
      });
      expect(placed.data!.placeOrder.errors).toEqual([]);
    };

    const newYork = {
      ...address,
      firstName: 'Marie',
      country: 'US',
      state: 'NY',
      city: 'New York',
      postcode: '10001',
      address1: '5 Broadway',
    };
    await buy(address, newYork);
    const filled = (await me(customerSession))!;
    expect(filled.billing).toMatchObject({
      configured: true,
      address1: address.address1,
      city: 'Paris',
      country: 'FR',
      phone: address.phone,
    });
    expect(filled.shipping).toMatchObject({ configured: true, address1: '5 Broadway', country: 'US', state: 'NY' });

    await buy({ ...address, address1: '1 avenue Foch', city: 'Lyon', postcode: '69006' }, null);
    const kept = (await me(customerSession))!;
    expect(kept.billing.address1).toBe(address.address1);
    expect(kept.shipping.address1).toBe('5 Broadway');
  });

  it('refuses a saved US address without a known state', async () => {
    const customerSession = gqlSession(server.url);
    await register(customerSession);
    const save = async (state: string | null) =>
      (
        await customerSession.gql<{ updateAddresses: { errors: { field: string; code: string }[] } }>(UPDATE_ADDRESSES, {
          input: { shipping: { ...address, country: 'US', state, city: 'Los Angeles', postcode: '90001' } },
        })
      ).data!.updateAddresses.errors;
    expect(await save(null)).toEqual([expect.objectContaining({ field: 'shipping.state', code: 'REQUIRED' })]);
    expect(await save('QQ')).toEqual([expect.objectContaining({ field: 'shipping.state', code: 'INVALID_STATE' })]);
    expect(await save('CA')).toEqual([]);
    expect((await me(customerSession))!.shipping.state).toBe('CA');
  });
});
