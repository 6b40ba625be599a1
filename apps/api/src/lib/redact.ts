/**
 * Personal data must never reach the logs (DESIGN.md §5): e-mail addresses and
 * IP addresses are replaced wherever they appear in a logged string.
 */
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
// Percent-encoded e-mails in URLs (%40).
const EMAIL_ENCODED = /[A-Za-z0-9._%+-]+%40[A-Za-z0-9.-]+\.[A-Za-z]{2,}/gi;
const IPV4 = /\b(?:25[0-5]|2[0-4]\d|1?\d?\d)(?:\.(?:25[0-5]|2[0-4]\d|1?\d?\d)){3}\b/g;
// IPv6: eight full groups, or a compressed form with "::" and at least one group
// (times like 12:30:45 have neither, so they are kept).
const H = '[0-9a-f]{1,4}';
const IPV6 = new RegExp(
  `::ffff:[0-9.]+|\\b(?:${H}:){7}${H}\\b|(?:${H}(?::${H})*)?::(?:${H}(?::${H})*)?`,
  'gi',
);

// Secrets carried in query strings (unsubscribe links, share tokens).
const TOKEN_PARAM = /([?&](?:token|access_token|key)=)[^&\s"]+/gi;

// Cheap pre-checks: most log lines hold none of these, so the full patterns are skipped.
const MAYBE_IPV4 = /\d\.\d{1,3}\.\d/;

function isHexDigit(code: number): boolean {
  return (
    (code >= 48 && code <= 57) || // 0-9
    (code >= 65 && code <= 70) || // A-F
    (code >= 97 && code <= 102) // a-f
  );
}

/**
 * True when the text may hold an IPv6 address: one always has "::" or a hex digit on both
 * sides of a colon. A JSON log line's colons follow a quote (`"level":30`), so the common
 * line is cleared by a scan of its colons (a regular expression here cost 3 % of an API
 * request under load, bench/RESULTS.md).
 */
export function mayHoldIpv6(text: string): boolean {
  for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1)) {
    const next = text.charCodeAt(i + 1);
    if (next === 58) return true; // "::"
    if (i > 0 && isHexDigit(text.charCodeAt(i - 1)) && isHexDigit(next)) return true;
  }
  return false;
}

export function redactPersonalData(text: string): string {
  let out = text;
  if (out.includes('=')) out = out.replace(TOKEN_PARAM, '$1[redacted]');
  if (out.includes('@') || out.includes('%40')) {
    out = out.replace(EMAIL_ENCODED, '[email]').replace(EMAIL, '[email]');
  }
  if (mayHoldIpv6(out)) out = out.replace(IPV6, (m) => (m === '::' ? m : '[ip]'));
  if (MAYBE_IPV4.test(out)) out = out.replace(IPV4, '[ip]');
  return out;
}
