/**
 * Personal data must never reach the logs (docs/security.md): e-mail addresses and
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

// A run of URL characters holding at least one percent escape (a path, a query, a form body).
const ENCODED_RUN = /[^\s"'<>\\]*%[0-9a-f]{2}[^\s"'<>\\]*/gi;
const PERCENT_ESCAPE = /%([0-9a-f]{2})/gi;
/** Rounds of decoding: "%2540" needs two; an address hidden deeper than this is not a typo. */
const MAX_DECODE_ROUNDS = 4;

/** One round of percent-decoding, byte by byte, that never throws on a malformed sequence. */
function percentDecodeOnce(text: string): string {
  const bytes: number[] = [];
  const parts: string[] = [];
  const flush = () => {
    if (bytes.length > 0) parts.push(Buffer.from(bytes).toString('utf8'));
    bytes.length = 0;
  };
  let last = 0;
  for (const m of text.matchAll(PERCENT_ESCAPE)) {
    if (m.index !== last) {
      flush();
      parts.push(text.slice(last, m.index));
    }
    bytes.push(parseInt(m[1]!, 16));
    last = m.index + m[0].length;
  }
  flush();
  parts.push(text.slice(last));
  return parts.join('');
}

/** Decoded until nothing changes (at most MAX_DECODE_ROUNDS rounds). */
export function percentDecodeFully(text: string): string {
  let out = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS && out.includes('%'); round++) {
    const next = percentDecodeOnce(out);
    if (next === out) break;
    out = next;
  }
  return out;
}

/** Characters a decoded run may not carry back into a log line (it is JSON, one per line). */
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_LINE = /[\u0000-\u0020"'<>\\\u007f]/g;

/**
 * Encoded runs are decoded fully and redacted; a run that held personal data is written back
 * decoded (with quotes, backslashes and control characters escaped again) so the line stays
 * valid JSON. Runs that held nothing are left exactly as they were.
 */
function redactEncodedRuns(text: string): string {
  return text.replace(ENCODED_RUN, (run) => {
    const decoded = percentDecodeFully(run);
    if (decoded === run) return run;
    const redacted = redactPlain(decoded);
    if (redacted === decoded) return run;
    return redacted.replace(
      UNSAFE_IN_LINE,
      (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`,
    );
  });
}

export function redactPersonalData(text: string): string {
  const out = text.includes('%') ? redactEncodedRuns(text) : text;
  return redactPlain(out);
}

function redactPlain(text: string): string {
  let out = text;
  if (out.includes('=')) out = out.replace(TOKEN_PARAM, '$1[redacted]');
  if (out.includes('@') || out.includes('%40')) {
    out = out.replace(EMAIL_ENCODED, '[email]').replace(EMAIL, '[email]');
  }
  if (mayHoldIpv6(out)) out = out.replace(IPV6, (m) => (m === '::' ? m : '[ip]'));
  if (MAYBE_IPV4.test(out)) out = out.replace(IPV4, '[ip]');
  return out;
}
