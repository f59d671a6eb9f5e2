import { z } from 'zod';
import type { Env } from '../../env';
import type { StoreSnapshot } from '../../../shared/page';
import { DEFAULT_TOAST_DISMISS_MS } from '../../../client/state/toasts';

const DismissSchema = z.coerce.number().int().min(1000).max(60_000);
const SwitchSchema = z.enum(['true', 'false', '1', '0', 'on', 'off']).transform((value) => value === 'true' || value === '1' || value === 'on');

/** The cart's configuration: whether an add opens the mini-cart (on unless switched off) and the toasts' dismiss delay. */
export function cartSettings(env: Pick<Env, 'MINI_CART' | 'TOAST_DISMISS_MS'>): StoreSnapshot['cartSettings'] {
  const miniCart = SwitchSchema.safeParse((env.MINI_CART ?? 'true').trim().toLowerCase());
  const dismiss = DismissSchema.safeParse(env.TOAST_DISMISS_MS ?? DEFAULT_TOAST_DISMISS_MS);
  if (!miniCart.success || !dismiss.success) console.error(JSON.stringify({ msg: 'invalid cart configuration', MINI_CART: env.MINI_CART, TOAST_DISMISS_MS: env.TOAST_DISMISS_MS }));
  return { miniCart: miniCart.success ? miniCart.data : true, toastDismissMs: dismiss.success ? dismiss.data : DEFAULT_TOAST_DISMISS_MS };
}
