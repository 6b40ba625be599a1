import { describe, expect, it } from 'vitest';
import { redactPersonalData } from './redact';

describe('redactPersonalData', () => {
  it.each([
    ['mail from Asha.Rao+tax@Example.co.in failed', 'mail from [email] failed'],
    ['/api/search?q=asha%40example.com', '/api/search?q=[email]'],
    ['client 203.0.113.9 and ::ffff:10.0.0.1', 'client [ip] and [ip]'],
    ['from 2001:db8:85a3::8a2e:370:7334 ok', 'from [ip] ok'],
    ['/newsletter/unsubscribe?token=abc123DEF&x=1', '/newsletter/unsubscribe?token=[redacted]&x=1'],
  ])('scrubs %s', (input, expected) => {
    expect(redactPersonalData(input)).toBe(expected);
  });

  it('leaves ordinary text, amounts and section numbers alone', () => {
    const text = 'section 80CCD(1B) limit 50,000 on 2026-04-01 took 12.5 ms';
    expect(redactPersonalData(text)).toBe(text);
  });
});
