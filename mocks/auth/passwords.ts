import { hex } from '../hex';

/*
 * Passwords are kept as PBKDF2-SHA-256 under a per-account random salt, never in clear, so a
 * leaked table gives no password and two equal passwords give different hashes.
 */

/** The most rounds workerd allows: it refuses PBKDF2 above 100,000 iterations. */
export const PBKDF2_ITERATIONS = 100_000;

export interface PasswordHash {
  /** Hex of the 32-byte derived key. */
  hash: string;
  /** Hex of the 16-byte salt. */
  salt: string;
  iterations: number;
}

const unhex = (text: string) => new Uint8Array((text.match(/../g) ?? []).map((pair) => parseInt(pair, 16)));

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, 256));
}

export async function hashPassword(password: string, iterations = PBKDF2_ITERATIONS): Promise<PasswordHash> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  return { hash: hex(await derive(password, salt, iterations)), salt: hex(salt), iterations };
}

/** Compares every byte whatever the first difference, so timing says nothing about the hash. */
function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  return sameBytes(await derive(password, unhex(stored.salt), stored.iterations), unhex(stored.hash));
}
