/**
 * The payment gateways the shop has, as WooCommerce registers them: the card gateway of the WooCommerce
 * Stripe plugin (id `stripe`, enabled, titled "Carte bancaire" for shoppers) and WooCommerce's three
 * offline gateways, disabled, with the texts of the recorded 9.9.5 store (38-payment-gateways.json).
 * Each gateway's form fields are described here; the values live in the options table
 * (`woocommerce_{id}_settings`), as in WooCommerce. No secret key is ever stored or answered.
 */

export interface GatewayField {
  id: string;
  title: string;
  /** A checkbox's label; the API answers it instead of the title when set. */
  label?: string;
  description: string;
  type: string;
  default: string;
  placeholder?: string;
  options?: Readonly<Record<string, unknown>>;
}

export interface Gateway {
  id: string;
  methodTitle: string;
  methodDescription: string;
  supports: readonly string[];
  /** The form fields in order, `enabled` and `description` included (the API leaves those two out of `settings`). */
  fields: readonly GatewayField[];
  /** The values the shop saved (woocommerce_{id}_settings). */
  settings: Readonly<Record<string, string>>;
}

const TITLE_DESCRIPTION = 'This controls the title which the user sees during checkout.';
const enabledField = (label: string): GatewayField => ({
  id: 'enabled',
  title: 'Enable/Disable',
  label,
  description: '',
  type: 'checkbox',
  default: 'no',
});
const STRIPE_KEY_HELP = 'Get your API keys from your stripe account. Invalid values will be rejected.';

export const GATEWAYS: readonly Gateway[] = [
  {
    id: 'stripe',
    methodTitle: 'Stripe',
    methodDescription: 'Accept debit and credit cards in 135+ currencies, methods such as SEPA, and one-touch checkout with Apple Pay.',
    supports: ['products', 'refunds', 'tokenization', 'add_payment_method'],
    fields: [
      enabledField('Enable Stripe'),
      { id: 'title', title: 'Title', description: TITLE_DESCRIPTION, type: 'safe_text', default: 'Credit Card (Stripe)' },
      {
        id: 'description',
        title: 'Description',
        description: 'This controls the description which the user sees during checkout.',
        type: 'text',
        default: 'Pay with your credit card via Stripe.',
      },
      {
        id: 'testmode',
        title: 'Test mode',
        label: 'Enable Test Mode',
        description: 'Place the payment gateway in test mode using test API keys.',
        type: 'checkbox',
        default: 'yes',
      },
      { id: 'test_publishable_key', title: 'Test Publishable Key', description: STRIPE_KEY_HELP, type: 'text', default: '' },
      { id: 'test_secret_key', title: 'Test Secret Key', description: STRIPE_KEY_HELP, type: 'password', default: '' },
      { id: 'publishable_key', title: 'Live Publishable Key', description: STRIPE_KEY_HELP, type: 'text', default: '' },
      { id: 'secret_key', title: 'Live Secret Key', description: STRIPE_KEY_HELP, type: 'password', default: '' },
      {
        id: 'statement_descriptor',
        title: 'Statement Descriptor',
        description:
          "Statement descriptors are limited to 22 characters. This will appear on your customer's statement in capital letters.",
        type: 'text',
        default: '',
      },
      {
        id: 'capture',
        title: 'Capture',
        label: 'Capture charge immediately',
        description:
          'Whether or not to immediately capture the charge. When unchecked, the charge issues an authorization and will need to be captured later.',
        type: 'checkbox',
        default: 'yes',
      },
      {
        id: 'saved_cards',
        title: 'Saved payment methods',
        label: 'Enable saved payment methods',
        description: 'If enabled, returning customers can check out using payment details securely stored by Stripe.',
        type: 'checkbox',
        default: 'yes',
      },
      {
        id: 'logging',
        title: 'Logging',
        label: 'Log debug messages',
        description: 'Save debug messages to the WooCommerce System Status log.',
        type: 'checkbox',
        default: 'no',
      },
    ],
    settings: {
      enabled: 'yes',
      title: 'Carte bancaire',
      description: 'Payez en toute sécurité par carte bancaire (CB, Visa, Mastercard).',
      testmode: 'yes',
      test_publishable_key: '',
      test_secret_key: '',
      publishable_key: '',
      secret_key: '',
      statement_descriptor: 'LUNETTES PARIS',
      capture: 'yes',
      saved_cards: 'no',
      logging: 'no',
    },
  },
  {
    id: 'bacs',
    methodTitle: 'Direct bank transfer',
    methodDescription: 'Take payments in person via BACS. More commonly known as direct bank/wire transfer.',
    supports: ['products'],
    fields: [
      enabledField('Enable bank transfer'),
      { id: 'title', title: 'Title', description: TITLE_DESCRIPTION, type: 'safe_text', default: 'Direct bank transfer' },
      {
        id: 'description',
        title: 'Description',
        description: 'Payment method description that the customer will see on your checkout.',
        type: 'textarea',
        default: '',
      },
      {
        id: 'instructions',
        title: 'Instructions',
        description: 'Instructions that will be added to the thank you page and emails.',
        type: 'textarea',
        default: '',
      },
    ],
    settings: {
      enabled: 'no',
      title: 'Direct bank transfer',
      description:
        'Make your payment directly into our bank account. Please use your Order ID as the payment reference. Your order will not be shipped until the funds have cleared in our account.',
      instructions: '',
    },
  },
  {
    id: 'cheque',
    methodTitle: 'Check payments',
    methodDescription: 'Take payments in person via checks. This offline gateway can also be useful to test purchases.',
    supports: ['products'],
    fields: [
      enabledField('Enable check payments'),
      { id: 'title', title: 'Title', description: TITLE_DESCRIPTION, type: 'safe_text', default: 'Check payments' },
      {
        id: 'description',
        title: 'Description',
        description: 'Payment method description that the customer will see on your checkout.',
        type: 'textarea',
        default: '',
      },
      {
        id: 'instructions',
        title: 'Instructions',
        description: 'Instructions that will be added to the thank you page and emails.',
        type: 'textarea',
        default: '',
      },
    ],
    settings: {
      enabled: 'no',
      title: 'Check payments',
      description: 'Please send a check to Store Name, Store Street, Store Town, Store State / County, Store Postcode.',
      instructions: '',
    },
  },
  {
    id: 'cod',
    methodTitle: 'Cash on delivery',
    methodDescription: 'Let your shoppers pay upon delivery — by cash or other methods of payment.',
    supports: ['products'],
    fields: [
      enabledField('Enable cash on delivery'),
      {
        id: 'title',
        title: 'Title',
        description: 'Payment method description that the customer will see on your checkout.',
        type: 'safe_text',
        default: 'Cash on delivery',
      },
      {
        id: 'description',
        title: 'Description',
        description: 'Payment method description that the customer will see on your website.',
        type: 'textarea',
        default: 'Pay with cash upon delivery.',
      },
      {
        id: 'instructions',
        title: 'Instructions',
        description: 'Instructions that will be added to the thank you page.',
        type: 'textarea',
        default: 'Pay with cash upon delivery.',
      },
      {
        id: 'enable_for_methods',
        title: 'Enable for shipping methods',
        description: 'If COD is only available for certain methods, set it up here. Leave blank to enable for all methods.',
        type: 'multiselect',
        default: '',
      },
      { id: 'enable_for_virtual', title: 'Accept COD if the order is virtual', description: '', type: 'checkbox', default: 'yes' },
    ],
    settings: {
      enabled: 'no',
      title: 'Cash on delivery',
      description: 'Pay with cash upon delivery.',
      instructions: 'Pay with cash upon delivery.',
      enable_for_methods: '',
      enable_for_virtual: 'yes',
    },
  },
];

/** woocommerce_gateway_order: the positions the admin sorted the gateways into (the list follows them). */
export const GATEWAY_ORDER: Readonly<Record<string, number>> = { stripe: 0, bacs: 3, cheque: 4, cod: 5 };
