import { parentOriginOf } from './hosted-fields-page';
import { escapeAttribute, framedPage, PROVIDER_PAGE_STYLE as STYLE, sha256Base64 } from './framed-page';

/*
 * The card issuer's 3-D Secure challenge page, on the payments origin, framed by the checkout
 * page. Passing posts the issuer's answer for the held order, failing posts "failed"; either goes
 * by postMessage `{ type: 'threeDS2Result', result }` to the one origin that framed the page, and
 * nowhere else.
 */

const WORDS = {
  en: { title: 'Confirm this payment', lead: 'Your bank asks you to confirm this purchase.', pass: 'Pass', fail: 'Fail' },
  fr: { title: 'Confirmez ce paiement', lead: 'Votre banque vous demande de confirmer cet achat.', pass: 'Réussir', fail: 'Échouer' },
  de: { title: 'Zahlung bestätigen', lead: 'Ihre Bank bittet Sie, diesen Kauf zu bestätigen.', pass: 'Bestehen', fail: 'Ablehnen' },
  nb: { title: 'Bekreft denne betalingen', lead: 'Banken din ber deg bekrefte dette kjøpet.', pass: 'Godkjenn', fail: 'Avvis' },
} as const;
type Language = keyof typeof WORDS;

export const CHALLENGE_SCRIPT = `(function () {
  'use strict';
  var root = document.documentElement;
  var parentOrigin = root.getAttribute('data-parent-origin');
  var pass = root.getAttribute('data-pass');
  function send(result) { window.parent.postMessage({ type: 'threeDS2Result', result: result }, parentOrigin); }
  document.getElementById('pass').addEventListener('click', function () { send(pass); });
  document.getElementById('fail').addEventListener('click', function () { send('failed'); });
  document.getElementById('pass').focus();
})();`;

/** The challenge for a held order; `passToken` is what the issuer answers when the shopper passes. */
export async function challengePage(origin: string | undefined, lang: string | undefined, passToken: string): Promise<Response | null> {
  const parentOrigin = parentOriginOf(origin);
  if (!parentOrigin) return null;
  const language: Language = lang && lang in WORDS ? (lang as Language) : 'en';
  const words = WORDS[language];
  const html = `<!doctype html>
<html lang="${language}" data-parent-origin="${escapeAttribute(parentOrigin)}" data-pass="${escapeAttribute(passToken)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${words.title}</title><style>${STYLE}</style></head>
<body><main><h1>${words.title}</h1><p>${words.lead}</p>
<button type="button" id="pass">${words.pass}</button><button type="button" id="fail">${words.fail}</button>
</main><script>${CHALLENGE_SCRIPT}</script></body>
</html>`;
  return framedPage(html, [`script-src 'sha256-${await sha256Base64(CHALLENGE_SCRIPT)}'`, `style-src 'sha256-${await sha256Base64(STYLE)}'`], parentOrigin);
}
