import * as z from 'zod';
import { configReader, SwitchSchema } from '../env';
import type { StoreSnapshot } from '../../shared/page';
import { DEFAULT_TOAST_DISMISS_MS } from '../../client/state/toasts';

/** The saved-for-later list's page size when configuration gives none. */
export const DEFAULT_SAVED_PAGE_SIZE = 24;
const PageSizeSchema = z.coerce.number().int().min(1).max(96);

/** The saved-for-later page size from configuration; a malformed value falls back to the default and is logged. */
export const savedForLaterPageSize = configReader(['SAVE_FOR_LATER_PAGE_SIZE'], (env): number => {
  const size = PageSizeSchema.safeParse(env.SAVE_FOR_LATER_PAGE_SIZE ?? DEFAULT_SAVED_PAGE_SIZE);
  if (!size.success) console.error(JSON.stringify({ msg: 'invalid saved-for-later page size', SAVE_FOR_LATER_PAGE_SIZE: env.SAVE_FOR_LATER_PAGE_SIZE }));
  return size.success ? size.data : DEFAULT_SAVED_PAGE_SIZE;
});

const DismissSchema = z.coerce.number().int().min(1000).max(60_000);

/** The cart's configuration: whether an add opens the mini-cart (on unless switched off) and the toasts' dismiss delay. */
export const cartSettings = configReader(['MINI_CART', 'TOAST_DISMISS_MS'], (env): StoreSnapshot['cartSettings'] => {
  const miniCart = SwitchSchema.safeParse(env.MINI_CART ?? 'true');
  const dismiss = DismissSchema.safeParse(env.TOAST_DISMISS_MS ?? DEFAULT_TOAST_DISMISS_MS);
  if (!miniCart.success || !dismiss.success) console.error(JSON.stringify({ msg: 'invalid cart configuration', MINI_CART: env.MINI_CART, TOAST_DISMISS_MS: env.TOAST_DISMISS_MS }));
  return { miniCart: miniCart.success ? miniCart.data : true, toastDismissMs: dismiss.success ? dismiss.data : DEFAULT_TOAST_DISMISS_MS };
});
