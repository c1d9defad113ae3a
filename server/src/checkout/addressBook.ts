/**
 * A signed-in customer's first order fills their empty address book (as good shops do): once the order
 * is placed, its billing and shipping addresses are saved to the customer when neither of the customer's
 * addresses is configured yet. Never overwrites an address the customer saved; never fails the order.
 */
import { isAddressConfigured, type Customer, type CustomerChanges } from '../domain/customer';
import type { Order } from '../domain/order';
import type { Logger } from '../logger';

export interface AddressBookStore {
  get(id: number): Promise<Customer | null>;
  update(id: number, changes: CustomerChanges): Promise<Customer>;
}

export class AddressBookFiller {
  constructor(
    private readonly customers: AddressBookStore,
    private readonly logger: Logger,
  ) {}

  /** Saves the order's addresses to customer `customerId` (0: a guest, nothing) when their book is empty. */
  async fillIfEmpty(customerId: number, order: Pick<Order, 'id' | 'billing' | 'shipping'>): Promise<boolean> {
    if (customerId <= 0) return false;
    try {
      const customer = await this.customers.get(customerId);
      if (!customer || isAddressConfigured(customer.billing) || isAddressConfigured(customer.shipping)) return false;
      await this.customers.update(customerId, { billing: { ...order.billing }, shipping: { ...order.shipping, phone: '' } });
      return true;
    } catch (error) {
      this.logger.warn({ err: error, orderId: order.id }, "checkout: the order's addresses could not be saved to the customer");
      return false;
    }
  }
}
