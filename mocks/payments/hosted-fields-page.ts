import { escapeAttribute, framedPage, sha256Base64 } from './framed-page';
/*
 * The provider's hosted card fields: a page the shop frames, on the provider's origin, with its
 * own script and policy. The shop's page never sees what is typed here; the frame's script sends
 * the card to the provider's token endpoint (same origin as the frame) and hands the shop only the
 * token, brand, last four digits and expiry, by postMessage to the one origin that framed it.
 * The message types are the contract with client/payments/HostedCardFields.tsx.
 */

const WORDS = {
  en: { title: 'Card details', number: 'Card number', securityCode: 'Security code', badNumber: 'Enter a valid card number.', badCode: 'Enter the 3 or 4 digit security code.', failed: 'The card could not be checked. Please try again.' },
  fr: { title: 'Détails de la carte', number: 'Numéro de carte', securityCode: 'Code de sécurité', badNumber: 'Entrez un numéro de carte valide.', badCode: 'Entrez le code de sécurité à 3 ou 4 chiffres.', failed: 'La carte n’a pas pu être vérifiée. Veuillez réessayer.' },
  de: { title: 'Kartendaten', number: 'Kartennummer', securityCode: 'Sicherheitscode', badNumber: 'Geben Sie eine gültige Kartennummer ein.', badCode: 'Geben Sie den 3- oder 4-stelligen Sicherheitscode ein.', failed: 'Die Karte konnte nicht geprüft werden. Bitte versuchen Sie es erneut.' },
  nb: { title: 'Kortopplysninger', number: 'Kortnummer', securityCode: 'Sikkerhetskode', badNumber: 'Skriv inn et gyldig kortnummer.', badCode: 'Skriv inn sikkerhetskoden på 3 eller 4 sifre.', failed: 'Kortet kunne ikke kontrolleres. Prøv igjen.' },
} as const;
type Language = keyof typeof WORDS;

const STYLE = [
  'html{font:16px/1.4 system-ui,sans-serif;color:#1f1f1f}',
  'body{margin:0;padding:2px}',
  // A label that wraps (a narrow phone, a long word) keeps the two inputs on one line.
  'main{display:grid;grid-template-columns:2fr 1fr;gap:0.75rem;align-items:end}',
  'label{display:block;font-weight:600;margin-bottom:0.25rem}',
  'input{box-sizing:border-box;width:100%;min-height:2.75rem;padding:0.5rem;font:inherit;border:1px solid #6b6b6b;border-radius:4px}',
  'input:focus-visible{outline:3px solid #1a55c8;outline-offset:1px}',
  'input[aria-invalid=true]{border-color:#b00020}',
  '.error{color:#b00020;margin:0.25rem 0 0;font-size:0.875rem}',
].join('');

/** The frame's script; ES5 and self-contained, as a provider ships it. */
export const HOSTED_FIELDS_SCRIPT = `(function () {
  'use strict';
  var root = document.documentElement;
  var parentOrigin = root.getAttribute('data-parent-origin');
  var words = JSON.parse(root.getAttribute('data-words'));
  var number = document.getElementById('number');
  var code = document.getElementById('security-code');
  var busy = false;
  function post(message) { window.parent.postMessage(message, parentOrigin); }
  function mark(input, text) {
    var note = document.getElementById(input.id + '-error');
    note.textContent = text;
    note.hidden = !text;
    if (text) input.setAttribute('aria-invalid', 'true'); else input.removeAttribute('aria-invalid');
  }
  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }
  function tokenise(request) {
    if (busy) return;
    var digits = number.value.replace(/[\\s-]/g, '');
    var goodNumber = /^\\d{12,19}$/.test(digits) && luhn(digits);
    var goodCode = /^\\d{3,4}$/.test(code.value);
    mark(number, goodNumber ? '' : words.badNumber);
    mark(code, goodCode ? '' : words.badCode);
    if (!goodNumber || !goodCode) {
      post({ type: 'ridgeline:card-fields:invalid', requestId: request.requestId });
      (goodNumber ? code : number).focus();
      return;
    }
    busy = true;
    fetch('tokens', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ number: digits, securityCode: code.value, expiryMonth: request.expiryMonth, expiryYear: request.expiryYear })
    }).then(function (response) {
      return response.json().then(function (body) { return { ok: response.ok, body: body }; });
    }).then(function (answer) {
      busy = false;
      if (!answer.ok) {
        mark(number, words.badNumber);
        post({ type: 'ridgeline:card-fields:invalid', requestId: request.requestId });
        return;
      }
      var card = answer.body;
      post({ type: 'ridgeline:card-fields:token', requestId: request.requestId, token: card.token, brand: card.brand, last4: card.last4, expiryMonth: card.expiryMonth, expiryYear: card.expiryYear });
    }).catch(function () {
      busy = false;
      mark(number, words.failed);
      post({ type: 'ridgeline:card-fields:failed', requestId: request.requestId });
    });
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (data && data.type === 'ridgeline:card-fields:tokenise' && typeof data.requestId === 'string') tokenise(data);
  });
  post({ type: 'ridgeline:card-fields:ready' });
})();
`;

/** The framing page's origin, exactly as a browser writes one (scheme, host, port if any), else null. */
export function parentOriginOf(value: string | undefined): string | null {
  if (!value || !/^https?:\/\/[A-Za-z0-9.-]+(?::\d{1,5})?$/.test(value)) return null;
  try {
    const origin = new URL(value).origin;
    return origin === value.toLowerCase() ? origin : null;
  } catch {
    return null;
  }
}

/**
 * The fields page for a shop at `parentOrigin`: only that origin may frame it (frame-ancestors),
 * and its script talks to nothing but its own origin.
 */
export async function hostedFieldsPage(parentOrigin: string, lang: string | undefined): Promise<Response> {
  const language: Language = lang && lang in WORDS ? (lang as Language) : 'en';
  const words = WORDS[language];
  const html = `<!doctype html>
<html lang="${language}" data-parent-origin="${escapeAttribute(parentOrigin)}" data-words="${escapeAttribute(JSON.stringify(words))}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${words.title}</title><style>${STYLE}</style></head>
<body><main>
<div><label for="number">${words.number}</label><input id="number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" spellcheck="false" aria-describedby="number-error" required><p id="number-error" class="error" hidden></p></div>
<div><label for="security-code">${words.securityCode}</label><input id="security-code" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" aria-describedby="security-code-error" required><p id="security-code-error" class="error" hidden></p></div>
</main><script src="hosted-fields.js"></script></body>
</html>`;
  return framedPage(html, ["script-src 'self'", `style-src 'sha256-${await sha256Base64(STYLE)}'`, "connect-src 'self'"], parentOrigin);
}

export function hostedFieldsScript(): Response {
  return new Response(HOSTED_FIELDS_SCRIPT, {
    headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' },
  });
}
