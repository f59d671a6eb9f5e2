import { MINI_CART_DIALOG } from '../dialogs/dialog-shells';
import type { Store } from '../state/store';

/**
 * Tells the shopper an add went in: the mini-cart when that setting is on and the page is not a
 * cart page (where the lines are already in view), else a toast.
 */
export function announceAdd(store: Store, pageType: string, toast: { title: string; message: string }): void {
  if (store.cartSettings.miniCart && !pageType.includes('cart')) store.dialogs.open(MINI_CART_DIALOG);
  else store.toasts.show({ kind: 'success', ...toast });
}
