/**
 * The mail variables the API and the worker both read, parsed by one shape so both understand
 * them alike (the API queues mail, whichever process runs the delivery job sends it).
 */
import { z } from 'zod';
import { smtpUrlProblem } from './config';
import { DEFAULT_DELIVERY, type DeliverySettings } from './deliver';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const MailEnvShape = {
  SMTP_URL: z.preprocess(
    blank,
    z
      .string()
      .superRefine((value, ctx) => {
        const problem = smtpUrlProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
  MAIL_RATE_PER_MINUTE: z.preprocess(
    blank,
    z.coerce.number().int().min(1).max(100_000).default(DEFAULT_DELIVERY.ratePerMinute),
  ),
  MAIL_LEASE_MS: z.preprocess(
    blank,
    z.coerce.number().int().min(1_000).max(3_600_000).default(DEFAULT_DELIVERY.leaseMs),
  ),
  MAIL_RETRY_BASE_MS: z.preprocess(
    blank,
    z.coerce.number().int().min(10).max(3_600_000).default(DEFAULT_DELIVERY.retryBaseMs),
  ),
};

export interface MailEnv {
  SMTP_URL?: string | undefined;
  MAIL_RATE_PER_MINUTE: number;
  MAIL_LEASE_MS: number;
  MAIL_RETRY_BASE_MS: number;
}

export function deliverySettingsFrom(env: MailEnv): DeliverySettings {
  return {
    ratePerMinute: env.MAIL_RATE_PER_MINUTE,
    leaseMs: env.MAIL_LEASE_MS,
    retryBaseMs: env.MAIL_RETRY_BASE_MS,
    budgetMs: DEFAULT_DELIVERY.budgetMs,
  };
}
