/*
 * Proof Key for Code Exchange with S256: whoever starts a sign-in keeps a random verifier and
 * sends only its hash, so an authorisation code is worth nothing to anyone who lacks the verifier.
 */

/** Base64url without padding, as tokens and PKCE values travel in URLs and headers. */
export function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A fresh verifier: 32 random bytes, which base64url makes the 43 characters the scheme asks for. */
export function codeVerifier(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The S256 challenge of a verifier: base64url of its SHA-256. */
export async function codeChallenge(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}
