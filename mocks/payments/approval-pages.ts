import { toMajor } from '../markets';
import type { ApprovalSession } from './approvals';
import { escapeAttribute as escape, framedPage, PROVIDER_PAGE_STYLE as STYLE, sha256Base64 } from './framed-page';

/*
 * The provider's own pages for Klarna and PayPal. Klarna's authorisation is framed by the checkout
 * page, like the card fields: authorising asks the provider (same origin) for a single-use token
 * and posts `{ type: 'klarnaAuthorization', authorizationToken }` to the one origin that framed it;
 * declining posts `{ type: 'klarnaAuthorization', declined: true }`. PayPal's approval is a whole
 * page the shop redirects to: approving returns the shopper to the shop's URL with
 * `paypalToken`, cancelling with `paypalCancelled=1`, and only to the shop origin the session
 * was opened for.
 */

const WORDS = {
  en: { klarna: 'Pay later with Klarna', paypal: 'Pay with PayPal', amount: 'Amount', authorise: 'Authorise', decline: 'Decline', approve: 'Approve', cancel: 'Cancel' },
  fr: { klarna: 'Payer plus tard avec Klarna', paypal: 'Payer avec PayPal', amount: 'Montant', authorise: 'Autoriser', decline: 'Refuser', approve: 'Approuver', cancel: 'Annuler' },
  de: { klarna: 'Später bezahlen mit Klarna', paypal: 'Mit PayPal bezahlen', amount: 'Betrag', authorise: 'Autorisieren', decline: 'Ablehnen', approve: 'Genehmigen', cancel: 'Abbrechen' },
  nb: { klarna: 'Betal senere med Klarna', paypal: 'Betal med PayPal', amount: 'Beløp', authorise: 'Godkjenn', decline: 'Avslå', approve: 'Godkjenn', cancel: 'Avbryt' },
} as const;
type Language = keyof typeof WORDS;

const languageOf = (lang: string | undefined): Language => (lang && lang in WORDS ? (lang as Language) : 'en');

export const KLARNA_SCRIPT = `(function () {
  'use strict';
  var root = document.documentElement;
  var parentOrigin = root.getAttribute('data-parent-origin');
  var session = root.getAttribute('data-session');
  var authorise = document.getElementById('authorise');
  var busy = false;
  function send(message) { window.parent.postMessage(message, parentOrigin); }
  function declined() { send({ type: 'klarnaAuthorization', declined: true }); }
  authorise.addEventListener('click', function () {
    if (busy) return;
    busy = true;
    fetch('authorizations', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ session: session }) })
      .then(function (response) { if (!response.ok) throw new Error('refused'); return response.json(); })
      .then(function (body) { send({ type: 'klarnaAuthorization', authorizationToken: body.authorizationToken }); })
      .catch(declined);
  });
  document.getElementById('decline').addEventListener('click', declined);
  authorise.focus();
})();`;

const amountOf = (session: ApprovalSession, language: Language) =>
  new Intl.NumberFormat(language, { style: 'currency', currency: session.currency }).format(toMajor(session.amount, session.currency));

/** Klarna's authorisation for an open session, framed by the shop at `parentOrigin` only. */
export async function klarnaPage(session: ApprovalSession, parentOrigin: string, lang: string | undefined): Promise<Response> {
  const language = languageOf(lang);
  const words = WORDS[language];
  const html = `<!doctype html>
<html lang="${language}" data-parent-origin="${escape(parentOrigin)}" data-session="${escape(session.session_id)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${words.klarna}</title><style>${STYLE}</style></head>
<body><main><h1>${words.klarna}</h1><p>${words.amount}: <strong data-testid="amount">${escape(amountOf(session, language))}</strong></p>
<button type="button" id="authorise">${words.authorise}</button><button type="button" id="decline">${words.decline}</button>
</main><script>${KLARNA_SCRIPT}</script></body>
</html>`;
  return framedPage(html, [`script-src 'sha256-${await sha256Base64(KLARNA_SCRIPT)}'`, `style-src 'sha256-${await sha256Base64(STYLE)}'`, "connect-src 'self'"], parentOrigin);
}

/** PayPal's approval: a whole page (never framed) whose form answers to the provider, which redirects back to `returnUrl`. */
export async function paypalPage(session: ApprovalSession, returnUrl: string, lang: string | undefined): Promise<Response> {
  const language = languageOf(lang);
  const words = WORDS[language];
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${words.paypal}</title><style>${STYLE}</style></head>
<body><main><h1>${words.paypal}</h1><p>${words.amount}: <strong data-testid="amount">${escape(amountOf(session, language))}</strong></p>
<form method="post" action="approve"><input type="hidden" name="session" value="${escape(session.session_id)}"><input type="hidden" name="return" value="${escape(returnUrl)}">
<button type="submit" name="decision" value="approve">${words.approve}</button><button type="submit" name="decision" value="cancel">${words.cancel}</button>
</form></main></body>
</html>`;
  const policy = ["default-src 'none'", `style-src 'sha256-${await sha256Base64(STYLE)}'`, `form-action 'self' ${new URL(returnUrl).origin}`, "frame-ancestors 'none'", "base-uri 'none'"].join('; ');
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' },
  });
}

/** Where a PayPal approval may send the shopper back: a URL on the session's own shop origin, else null. */
export function returnUrlFor(session: ApprovalSession, value: string | undefined): URL | null {
  if (!value || !session.return_origin) return null;
  try {
    const url = new URL(value);
    return url.origin === session.return_origin && !url.username && !url.password ? url : null;
  } catch {
    return null;
  }
}
