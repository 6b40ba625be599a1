import nodemailer, { type Transporter } from 'nodemailer';

/**
 * The SMTP transport of an SMTP_URL: smtp:// (STARTTLS when the server offers it) or smtps://
 * (TLS from the start), credentials from the URL. One pooled connection: the deliverer sends one
 * message at a time anyway, and reusing the connection spares a handshake per message.
 */
export function createSmtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
