import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';

/**
 * The client's address as Cloudflare saw it. CF-Connecting-IP is set by the
 * edge and cannot be forged through it; X-Forwarded-For is whatever the
 * client wrote, so it is never read. An IPv6 client usually holds a whole /64,
 * so it is counted by that prefix, or it could change address per guess.
 * Without the header (a local run) every caller shares one key.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const address = (c.req.header('cf-connecting-ip') ?? '').trim().toLowerCase();
  if (!address.includes(':')) return address || 'unknown';
  const prefix = ipv6Prefix64(address);
  return prefix ? `${prefix}::/64` : address;
}

/** The first four groups of an IPv6 address, `::` expanded; null when it is not one. */
export function ipv6Prefix64(address: string): string | null {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4) takes two groups.
  const width = left.length + right.reduce((sum, group) => sum + (group.includes('.') ? 2 : 1), 0);
  if (tail === undefined ? width !== 8 : width > 7) return null;
  const full = [...left, ...Array<string>(8 - width).fill('0'), ...right];
  const first = full.slice(0, 4);
  if (!first.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return first.map((group) => group.replace(/^0+(?=.)/, '')).join(':');
}
