/**
 * The shipping method types of WooCommerce 9.9 (what GET /shipping_methods lists, recorded 39) and the
 * instance settings form of the three a zone can hold here: flat rate (no shipping classes exist, so
 * only name, tax status and cost, as recorded 10 shows), free shipping and the classic local pickup.
 * The REST API turns each field into {id, label, description, type, value, default, tip, placeholder,
 * options?}, with empty() values ("", "0") answered as "".
 */

export interface InstanceField {
  id: string;
  /** The field's title, which the API answers as `label`. */
  title: string;
  description: string;
  type: 'text' | 'select' | 'price' | 'checkbox';
  default: string;
  placeholder: string;
  options?: Readonly<Record<string, string>>;
}

export interface MethodType {
  id: string;
  title: string;
  description: string;
  /** Only types a zone can hold here have a form. */
  fields?: readonly InstanceField[];
}

const TAX_STATUS: InstanceField = {
  id: 'tax_status',
  title: 'Tax status',
  description: '',
  type: 'select',
  default: 'taxable',
  placeholder: '',
  options: { taxable: 'Taxable', none: 'None' },
};

const COST_DESCRIPTION =
  'Enter a cost (excl. tax) or sum, e.g. <code>10.00 * [qty]</code>.<br/><br/>Use <code>[qty]</code> for the number of items, <br/><code>[cost]</code> for the total cost of items, and <code>[fee percent="10" min_fee="20" max_fee=""]</code> for percentage based fees.';

/** In the order WooCommerce registers them. */
export const METHOD_TYPES: readonly MethodType[] = [
  {
    id: 'flat_rate',
    title: 'Flat rate',
    description: 'Lets you charge a fixed rate for shipping.',
    fields: [
      {
        id: 'title',
        title: 'Name',
        description: 'Your customers will see the name of this shipping method during checkout.',
        type: 'text',
        default: 'Flat rate',
        placeholder: 'e.g. Standard national',
      },
      TAX_STATUS,
      { id: 'cost', title: 'Cost', description: COST_DESCRIPTION, type: 'text', default: '', placeholder: '' },
    ],
  },
  {
    id: 'free_shipping',
    title: 'Free shipping',
    description: 'Free shipping is a special method which can be triggered with coupons and minimum spends.',
    fields: [
      {
        id: 'title',
        title: 'Title',
        description: 'This controls the title which the user sees during checkout.',
        type: 'text',
        default: 'Free shipping',
        placeholder: '',
      },
      {
        id: 'requires',
        title: 'Free shipping requires...',
        description: '',
        type: 'select',
        default: '',
        placeholder: '',
        options: {
          '': 'N/A',
          coupon: 'A valid free shipping coupon',
          min_amount: 'A minimum order amount',
          either: 'A minimum order amount OR a coupon',
          both: 'A minimum order amount AND a coupon',
        },
      },
      {
        id: 'min_amount',
        title: 'Minimum order amount',
        description: 'Users will need to spend this amount to get free shipping (if enabled above).',
        type: 'price',
        default: '0',
        placeholder: '0',
      },
      {
        id: 'ignore_discounts',
        title: 'Coupons discounts',
        description: 'If checked, free shipping would be available based on pre-discount order amount.',
        type: 'checkbox',
        default: 'no',
        placeholder: '',
      },
    ],
  },
  {
    id: 'local_pickup',
    title: 'Local pickup',
    description:
      'Allow customers to pick up orders themselves. By default, when using local pickup store base taxes will apply regardless of customer address.',
    fields: [
      {
        id: 'title',
        title: 'Name',
        description: 'This controls the title which the user sees during checkout.',
        type: 'text',
        default: '',
        placeholder: 'e.g. Local pickup',
      },
      TAX_STATUS,
      { id: 'cost', title: 'Cost', description: 'Optional cost for local pickup.', type: 'text', default: '', placeholder: '0' },
    ],
  },
  { id: 'pickup_location', title: 'Local pickup', description: 'Allow customers to choose a local pickup location during checkout.' },
];

export const methodType = (id: string): MethodType | undefined => METHOD_TYPES.find((type) => type.id === id);

/** The method ids whose orders are taxed at the shop's address (woocommerce_local_pickup_methods). */
export const LOCAL_PICKUP_METHODS: readonly string[] = ['legacy_local_pickup', 'local_pickup', 'pickup_location'];
