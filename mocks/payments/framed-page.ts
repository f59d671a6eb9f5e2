/**
 * A page the payment provider serves into the shop's frame (the card fields, the issuer's challenge):
 * nothing loads but what `sources` allows, only `parentOrigin` may frame it, and it is never kept.
 */
export function framedPage(html: string, sources: readonly string[], parentOrigin: string): Response {
  const policy = ["default-src 'none'", ...sources, `frame-ancestors ${parentOrigin}`, "base-uri 'none'", "form-action 'none'"].join('; ');
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': policy,
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** The look the provider's small pages share (the issuer's challenge, Klarna's and PayPal's approvals). */
export const PROVIDER_PAGE_STYLE = [
  'html{font:16px/1.4 system-ui,sans-serif;color:#1f1f1f}',
  'body{margin:0;padding:1rem}',
  'h1{font-size:1.25rem;margin:0 0 0.5rem}',
  'button{min-height:2.75rem;min-width:6rem;margin-right:0.75rem;font:inherit;border:1px solid #1f1f1f;border-radius:4px;background:#fff;color:#1f1f1f}',
  'button:focus-visible{outline:3px solid #1a55c8;outline-offset:2px}',
].join('');

export const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A script's or style's hash for the page's content security policy. */
export async function sha256Base64(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return btoa(String.fromCharCode(...digest));
}
