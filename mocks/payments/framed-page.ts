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
