import { cartLinesVar, cartRestoredVar } from './cart';
import { savedCurrencyVar } from './currency';
import { destinationVar } from './destination';
import { frameSizeVar } from './frameSize';
import { languageVar } from './language';

/**
 * Reads what this browser saved (cart, language, currency, frame size) into the reactive variables, then keeps
 * saving their changes. Called once: after hydration on a server-rendered page (the first render must
 * be the server's), before the first render otherwise (the Vite dev server's page).
 */
export function restoreSavedState(): void {
  languageVar.restoreSaved();
  savedCurrencyVar.restoreSaved();
  destinationVar.restoreSaved();
  cartLinesVar.restoreSaved();
  frameSizeVar.restoreSaved();
  cartRestoredVar(true);
}
