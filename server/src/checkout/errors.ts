/** Expected failures of a checkout: data for the shopper, not GraphQL errors. */
import type { CheckoutFieldCode } from '../domain/checkoutForm';

export type CheckoutErrorCode =
  | CheckoutFieldCode
  | 'COUNTRY_NOT_SHIPPED'
  | 'EMPTY_CART'
  | 'CART_CHANGED'
  | 'OUT_OF_STOCK'
  | 'SHIPPING_METHOD_REQUIRED'
  | 'SHIPPING_METHOD_UNAVAILABLE'
  | 'IDEMPOTENCY_KEY_REUSED'
  | 'RATE_LIMITED'
  | 'ORDER_FAILED';

export interface CheckoutError {
  field: string | null;
  code: CheckoutErrorCode;
  message: string;
}

export const checkoutError = (code: CheckoutErrorCode, message: string, field: string | null = null): CheckoutError => ({
  field,
  code,
  message,
});
