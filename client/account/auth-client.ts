import { onDemand } from '#on-demand';
import type { SessionSummary } from '../../shared/account/schemas/session';
import { leftOnSignOut, type PageName } from '../../shared/routing';
import { callFapi, fapiPath, type ApiResult } from '../api';
import { cartKey, forget } from '../persistence';
import { onDemandCode } from '#on-demand-code';
import type { Store } from '../state/store';
import { setFlashToast } from '../state/flash-toast';
import { auth } from '../../shared/fapi/routes/auth';
import type { ErrorId } from '../../shared/errors';
import { clearShopperCaches } from '../offline';

/*
 * The browser's half of signing in and out. The worker holds the PKCE verifier and the tokens;
 * the page sends an email, a password and a captcha answer and gets back the session summary.
 */

const summarySchema = () => onDemand.apiCatalogue().then((schemas) => schemas.SessionSummarySchema);

/** Starts a sign-in: the worker keeps a fresh PKCE verifier for it in an HttpOnly cookie. Called as the form opens. */
export async function startSignIn(): Promise<void> {
  await fetch(fapiPath(auth.challenge), { method: auth.challenge.method, credentials: 'same-origin' }).catch(() => undefined);
}

/**
 * The captcha provider's answer for an action. The development provider answers at once; a real
 * one would run its challenge here first.
 */
export async function captchaAnswer(action: 'login' | 'register' | 'placeOrder' | 'saveCard'): Promise<string | null> {
  try {
    const response = await fetch('/captcha/v1/tokens', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify({ action }),
    });
    const body = (await response.json()) as { token?: unknown };
    return response.ok && typeof body.token === 'string' ? body.token : null;
  } catch {
    return null;
  }
}

/** The sign-in verifier lapsed (the form stayed open too long): the answer brought a fresh one. */
const SIGN_IN_TIMED_OUT = 'AUT432' satisfies ErrorId;

/** Signs in; the result is the registered session's summary, or the refusal to show. */
export async function signIn(email: string, password: string): Promise<ApiResult<SessionSummary>> {
  for (let attempt = 0; ; attempt++) {
    const captcha = await captchaAnswer('login');
    if (!captcha) return { ok: false, status: 403, error: { errorId: 'AUT403' satisfies ErrorId, message: 'Captcha failed', correlationId: null } };
    const result = await callFapi(auth.signIn, summarySchema, { body: { email, password, captcha } });
    // Once, quietly: the refusal itself handed over a fresh verifier.
    if (!result.ok && result.error.errorId === SIGN_IN_TIMED_OUT && attempt === 0) continue;
    return result;
  }
}

/**
 * Signs out: the worker revokes the tokens and gives the shopper a new guest session. What the
 * page kept of the shopper (cart, saved list, favourites, the lines kept to restore a basket)
 * goes with them; on a page that showed their own things they are taken home.
 */
export async function signOut(
  store: Store,
  { pageType, locale, signedOutMessage, everywhere = false }: { pageType: PageName; locale: string; signedOutMessage: string; everywhere?: boolean },
): Promise<ApiResult<SessionSummary>> {
  // Everywhere: every session of the account ends on the server, on other devices too, then this one as a plain sign-out.
  const result = await callFapi(everywhere ? auth.signOutEverywhere : auth.signOut, summarySchema);
  if (!result.ok) return result;
  store.cartDetail.value = null;
  store.savedForLater.value = null;
  store.favorites.reset();
  forget(cartKey);
  // The pages the service worker kept show this shopper's header and cart: they go before the next page.
  await clearShopperCaches();
  // Adds waiting to be sent offline were the shopper's too: the next shopper on this browser gets none of them.
  await onDemandCode
    .offlineCart()
    .then((queue) => queue.clearOfflineCart())
    .catch(() => undefined);
  store.session.summary.value = result.data;
  // A fresh page shows the guest's content and banners; the toast waits for it.
  setFlashToast({ kind: 'success', title: signedOutMessage });
  if (leftOnSignOut(pageType)) window.location.assign(`/${locale}`);
  else window.location.reload();
  return result;
}
