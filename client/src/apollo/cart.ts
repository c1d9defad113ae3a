import { makeVar } from '@apollo/client';
import { migrateLines, type CartLine } from '@/cart/cartRules';
import { persistedVar } from './persistedVar';

/** The cart lines: saved to local storage and mirrored across tabs by persistedVar. */
export const cartLinesVar = persistedVar<CartLine[]>('cart', [], migrateLines);

/** Whether the cart sidebar is open (this tab only). */
export const cartOpenVar = makeVar(false);
