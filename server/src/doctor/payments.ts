/** The card gateway the checkout records orders under, and the Stripe keys and webhook when they are set. */
import { WooCheckout } from '../woo/checkout';
import { describe, fail, ok, warn, type CheckResult, type DoctorContext } from './check';

export const STRIPE_WEBHOOK_EVENTS = [
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'payment_intent.canceled',
];

export async function checkGateway({ http }: DoctorContext): Promise<CheckResult> {
  const name = 'Card gateway';
  try {
    const gateway = (await new WooCheckout(http).gateways()).find((candidate) => candidate.id === 'stripe');
    if (gateway?.enabled) return ok(name, `"stripe" is enabled, titled "${gateway.title}"`);
    return fail(
      name,
      gateway ? '"stripe" is disabled' : 'the store has no "stripe" gateway',
      'Install the WooCommerce Stripe Gateway and enable it (WooCommerce > Settings > Payments): the checkout offers the card only then.',
    );
  } catch (error) {
    return fail(name, `the gateways could not be read: ${describe(error)}`, 'Check the REST API keys.');
  }
}

function stripeBase(context: DoctorContext): string {
  const api = context.config.stripeApi;
  return api ? `${api.protocol}://${api.host}:${api.port}` : 'https://api.stripe.com';
}

async function stripeGet(context: DoctorContext, path: string): Promise<Response> {
  return fetch(`${stripeBase(context)}${path}`, {
    headers: { Authorization: `Bearer ${context.config.stripe!.secretKey}` },
    signal: AbortSignal.timeout(context.timeoutMs),
  });
}

/** The Stripe keys (when set) are accepted, and a webhook endpoint sends the needed events to PUBLIC_URL/webhooks/stripe. */
export async function checkStripe(context: DoctorContext): Promise<CheckResult[]> {
  if (!context.config.stripe)
    return [ok('Stripe', 'not set: the offline test card takes payments (set the three STRIPE_* settings to sell)')];
  const url = `${context.config.publicUrl.replace(/\/$/, '')}/webhooks/stripe`;
  try {
    const balance = await stripeGet(context, '/v1/balance');
    if (balance.status === 401) {
      return [
        fail('Stripe keys', 'Stripe refused STRIPE_SECRET_KEY', "Copy the secret key from Stripe's dashboard (Developers > API keys)."),
      ];
    }
    const results = [
      balance.ok
        ? ok('Stripe keys', 'Stripe accepts the secret key')
        : warn('Stripe keys', `Stripe answered ${balance.status}`, "Check the key's permissions."),
    ];
    const endpoints = await stripeGet(context, '/v1/webhook_endpoints?limit=100');
    const list = endpoints.ok
      ? (((await endpoints.json()) as { data?: { url?: string; enabled_events?: string[]; status?: string }[] }).data ?? [])
      : [];
    const endpoint = list.find((candidate) => candidate.url === url);
    const missing = endpoint
      ? STRIPE_WEBHOOK_EVENTS.filter((event) => !endpoint.enabled_events?.includes(event) && !endpoint.enabled_events?.includes('*'))
      : [];
    if (!endpoint)
      results.push(
        warn(
          'Stripe webhook',
          `no endpoint for ${url}`,
          `In Stripe's dashboard add ${url} with ${STRIPE_WEBHOOK_EVENTS.join(', ')}; its signing secret is STRIPE_WEBHOOK_SECRET.`,
        ),
      );
    else if (missing.length > 0)
      results.push(warn('Stripe webhook', `${url} lacks ${missing.join(', ')}`, 'Add those events to the endpoint.'));
    else results.push(ok('Stripe webhook', `${url} receives the payment events`));
    if (!url.startsWith('https://'))
      results.push(
        warn('Webhook URL', `${url} is not HTTPS`, "Set PUBLIC_URL to the shop's HTTPS address: Stripe sends live events over HTTPS only."),
      );
    return results;
  } catch (error) {
    return [fail('Stripe keys', `Stripe did not answer: ${describe(error)}`, 'Check the network (and STRIPE_API_URL if set).')];
  }
}
