import { describe, expect, it } from 'vitest';
import { ipv6Prefix64 } from './client-address';

describe('ipv6Prefix64', () => {
  it('keeps the network half of an address, however it is written', () => {
    expect(ipv6Prefix64('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3');
    expect(ipv6Prefix64('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8:0:0');
    expect(ipv6Prefix64('2001:db8::1')).toBe('2001:db8:0:0');
    expect(ipv6Prefix64('2001:db8::')).toBe('2001:db8:0:0');
    expect(ipv6Prefix64('::1')).toBe('0:0:0:0');
    expect(ipv6Prefix64('::ffff:192.0.2.1')).toBe('0:0:0:0');
  });

  it('gives two addresses of one /64 the same key and of two /64s different ones', () => {
    expect(ipv6Prefix64('2001:db8:1:2::a')).toBe(ipv6Prefix64('2001:db8:1:2:ffff:ffff:ffff:ffff'));
    expect(ipv6Prefix64('2001:db8:1:2::a')).not.toBe(ipv6Prefix64('2001:db8:1:3::a'));
  });

  it('rejects what is not an IPv6 address', () => {
    expect(ipv6Prefix64('1::2::3')).toBeNull();
    expect(ipv6Prefix64('1:2:3')).toBeNull();
    expect(ipv6Prefix64('zzzz::1')).toBeNull();
  });
});
