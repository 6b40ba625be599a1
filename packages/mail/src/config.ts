/**
 * How the site sends mail: an SMTP server given as one URL (smtp://user:pass@host:port, or
 * smtps:// for TLS from the first byte) and the From address. Without SMTP_URL nothing is sent:
 * messages stay in the outbox for the admin's Mail tab (docs/mail.md).
 */
export interface MailSettings {
  /** SMTP_URL; undefined = embedded mode (messages are held in the outbox). */
  smtpUrl: string | undefined;
  /** MAIL_FROM, or `"<SITE_NAME>" <no-reply@host of SITE_URL>`. */
  from: string;
  /** The public origin the links in mails point at (SITE_URL). */
  siteUrl: string;
  siteName: string;
}

/** An SMTP_URL problem in plain words, or undefined when the URL is usable. */
export function smtpUrlProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'must be a URL like smtp://user:password@host:587 or smtps://user:password@host:465';
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    return `must start with smtp:// or smtps:// (got ${url.protocol}//)`;
  }
  if (!url.hostname) return 'must name the SMTP host, like smtp://mail.example.com:587';
  return undefined;
}

/** `"TaxGuide India" <no-reply@taxguide.in>`: the brand as display name, the site's host. */
export function defaultMailFrom(siteName: string, siteUrl: string): string {
  const host = new URL(siteUrl).hostname || 'localhost';
  // A quoted display name: drop the characters a quoted string cannot hold.
  const name = siteName.replace(/["\\\r\n]/g, '').trim() || 'TaxGuide India';
  return `"${name}" <no-reply@${host}>`;
}

/** The host part of the From address: message ids are minted under it. */
export function mailDomain(from: string): string {
  const match = /@([^>\s]+)>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}
