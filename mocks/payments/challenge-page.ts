import { parentOriginOf } from './hosted-fields-page';
import { framedPage } from './framed-page';

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

const STYLE = [
  'html{font:16px/1.4 system-ui,sans-serif;color:#1f1f1f}',
  'body{margin:0;padding:1rem}',
  'h1{font-size:1.25rem;margin:0 0 0.5rem}',
  'button{min-height:2.75rem;min-width:6rem;margin-right:0.75rem;font:inherit;border:1px solid #1f1f1f;border-radius:4px;background:#fff;color:#1f1f1f}',
  'button:focus-visible{outline:3px solid #1a55c8;outline-offset:2px}',
].join('');

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

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}

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
