import { describe, expect, it } from 'vitest';
import { normaliseIp, parseTrustedProxies, resolveClient } from './proxy.ts';

const proxies = parseTrustedProxies('127.0.0.1, ::1,10.0.0.2');
const facts = (over: Partial<Parameters<typeof resolveClient>[0]>) => ({
  socketAddress: '127.0.0.1',
  protocol: 'http:',
  forwardedFor: null,
  forwardedProto: null,
  ...over,
});

describe('resolveClient', () => {
  it('ignores forwarded headers when no proxy is configured', () => {
    const result = resolveClient(facts({ forwardedFor: '203.0.113.9', forwardedProto: 'https' }), parseTrustedProxies(undefined));
    expect(result).toEqual({ ip: '127.0.0.1', secure: false });
  });

  it('ignores forwarded headers from a peer that is not a listed proxy', () => {
    const result = resolveClient(facts({ socketAddress: '198.51.100.7', forwardedFor: '203.0.113.9', forwardedProto: 'https' }), proxies);
    expect(result).toEqual({ ip: '198.51.100.7', secure: false });
  });

  it('believes a listed proxy: the client is the last address that is not a proxy', () => {
    const result = resolveClient(
      facts({ socketAddress: '::ffff:127.0.0.1', forwardedFor: 'spoofed, 203.0.113.9, 10.0.0.2', forwardedProto: 'https' }),
      proxies,
    );
    expect(result).toEqual({ ip: '203.0.113.9', secure: true });
  });

  it('keeps the socket protocol when the proxy sends no X-Forwarded-Proto', () => {
    expect(resolveClient(facts({ protocol: 'https:', forwardedFor: '203.0.113.9' }), proxies)).toEqual({ ip: '203.0.113.9', secure: true });
    expect(resolveClient(facts({ forwardedProto: 'http' }), proxies)).toEqual({ ip: '127.0.0.1', secure: false });
  });
});

describe('normaliseIp', () => {
  it('reads mapped, bracketed and ported forms as the plain address', () => {
    expect(normaliseIp('::FFFF:10.1.2.3')).toBe('10.1.2.3');
    expect(normaliseIp('[2001:db8::1]:443')).toBe('2001:db8::1');
    expect(normaliseIp(' 10.1.2.3:8080 ')).toBe('10.1.2.3');
  });
});
