import { describe, expect, it } from 'vitest';
import { addressKey, forwardedAddress } from '../src/client-address';

describe('forwardedAddress (TRUST_PROXY hops)', () => {
  it('is the socket address with no trusted hop, whatever the header says', () => {
    expect(forwardedAddress('10.0.0.1', '203.0.113.9', 0)).toBe('10.0.0.1');
    expect(forwardedAddress('10.0.0.1', undefined, 2)).toBe('10.0.0.1');
  });

  it('takes the entry `hops` steps in from the right', () => {
    const header = '198.51.100.7, 203.0.113.9, 10.0.0.2';
    expect(forwardedAddress('10.0.0.1', header, 1)).toBe('10.0.0.2');
    expect(forwardedAddress('10.0.0.1', header, 2)).toBe('203.0.113.9');
    // A client cannot push itself further left than the proxies it passed through.
    expect(forwardedAddress('10.0.0.1', header, 3)).toBe('198.51.100.7');
    expect(forwardedAddress('10.0.0.1', header, 9)).toBe('198.51.100.7');
    expect(forwardedAddress('10.0.0.1', ['198.51.100.7', '203.0.113.9'], 1)).toBe('203.0.113.9');
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address, and unwraps an IPv4-mapped IPv6 one', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:cb00:7109')).toBe('203.0.113.9');
  });

  it('groups IPv6 addresses by their /64 network', () => {
    const key = '2001:db8:85a3:8d3::/64';
    expect(addressKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key);
    expect(addressKey('2001:0db8:85a3:08d3::1')).toBe(key);
    expect(addressKey('2001:db8:85a3:8d3:ffff:ffff:ffff:ffff%eth0')).toBe(key);
    expect(addressKey('2001:db8:85a3:8d4::1')).not.toBe(key);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });

  it('leaves anything else as it is', () => {
    expect(addressKey('unknown')).toBe('unknown');
  });
});
