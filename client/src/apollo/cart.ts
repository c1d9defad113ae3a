import { makeVar } from '@apollo/client';
import { migrateLines, type CartLine } from '@/cart/cartRules';
import { persistedVar } from './persistedVar';

/** The cart lines: saved to local storage and mirrored across tabs by persistedVar. */
export const cartLinesVar = persistedVar<CartLine[]>('cart', [], migrateLines);

/**
 * Whether the saved lines have been read (restoreSavedState): until then the server's page and the
 * first render in the browser show the cart as loading, not as empty.
 */
export const cartRestoredVar = makeVar(false);

/** Whether the cart sidebar is open (this tab only). */
export const cartOpenVar = makeVar(false);
