import { describe, expect, it } from 'vitest';
import { mayHoldIpv6, percentDecodeFully, redactPersonalData } from './redact';

describe('redactPersonalData', () => {
  it.each([
    ['mail from Asha.Rao+tax@Example.co.in failed', 'mail from [email] failed'],
    ['/api/search?q=asha%40example.com', '/api/search?q=[email]'],
    ['client 203.0.113.9 and ::ffff:10.0.0.1', 'client [ip] and [ip]'],
    ['from 2001:db8:85a3::8a2e:370:7334 ok', 'from [ip] ok'],
    ['{"level":30,"peer":"2001:0db8:85a3:0000:0000:8a2e:0370:7334"}', '{"level":30,"peer":"[ip]"}'],
    ['{"level":50,"msg":"connect fe80::1 refused"}', '{"level":50,"msg":"connect [ip] refused"}'],
    ['{"msg":"loopback ::1 closed"}', '{"msg":"loopback [ip] closed"}'],
    ['/newsletter/unsubscribe?token=abc123DEF&x=1', '/newsletter/unsubscribe?token=[redacted]&x=1'],
  ])('scrubs %s', (input, expected) => {
    expect(redactPersonalData(input)).toBe(expected);
  });

  it.each([
    ['/api/search?q=leak1%40example%2Ecom', '/api/search?q=[email]'],
    ['/api/search?q=leak2%2540example.com&page=2', '/api/search?q=[email]&page=2'],
    ['/api/search?q=leak3%252540example%25252Ecom', '/api/search?q=[email]'],
    ['/x?q=%6c%65%61%6b4%40%65xample.com', '/x?q=[email]'],
    ['/x?ip=203%2E0%2E113%2E9', '/x?ip=[ip]'],
    [
      '{"level":30,"url":"/a?q=me%40ex%2Eco%22%5C","ms":1}',
      '{"level":30,"url":"/a?q=[email]%22%5C","ms":1}',
    ],
  ])('decodes before it scrubs: %s', (input, expected) => {
    expect(redactPersonalData(input)).toBe(expected);
  });

  it('leaves an encoded run without personal data as it was, and bounds the decoding', () => {
    expect(redactPersonalData('/api/search?q=80C%20limit%25')).toBe('/api/search?q=80C%20limit%25');
    expect(redactPersonalData('/x?q=%E0%A4%')).toBe('/x?q=%E0%A4%');
    expect(percentDecodeFully('%2525252540')).toBe('%40');
  });

  it('leaves ordinary text, amounts and section numbers alone', () => {
    const text = 'section 80CCD(1B) limit 50,000 on 2026-04-01 took 12.5 ms';
    expect(redactPersonalData(text)).toBe(text);
  });

  it('clears a JSON log line by its colons alone, and passes on any that may hold IPv6', () => {
    expect(mayHoldIpv6('{"level":30,"reqId":"a-1","url":"/api/calculate/tax","ms":0.4}')).toBe(
      false,
    );
    expect(mayHoldIpv6('at 12:30:45')).toBe(true); // the full pattern then keeps it
    expect(redactPersonalData('{"msg":"at 12:30:45"}')).toBe('{"msg":"at 12:30:45"}');
    expect(mayHoldIpv6('a::b')).toBe(true);
    expect(mayHoldIpv6('ABCD:ef01')).toBe(true);
    expect(mayHoldIpv6('g:h')).toBe(false);
    expect(mayHoldIpv6(':')).toBe(false);
  });
});
