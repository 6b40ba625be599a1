/**
 * The admin password hash and the token-signing secret, decided once at boot.
 *
 * - ADMIN_PASSWORD_HASH is used as given; a plain ADMIN_PASSWORD is hashed here and the plain text
 *   goes no further. JWT_SECRET is used as given.
 * - Production (DATABASE_URL set) never invents either: env.ts refuses to start without them.
 * - The embedded mode, when they are unset, generates them on the first start and keeps them in
 *   DATA_DIR/secrets/ (directory 0700, files 0600): the JWT secret as is, the password only as its
 *   scrypt hash. The generated password is printed once to stdout, framed, and never logged.
 *   Later starts reuse both files; deleting the hash file makes the next start generate a new one.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../env';
import { hashPassword, parsePasswordHash } from '../lib/password-hash';

/** What the auth plugin needs: the admin password hash (scrypt$…) and the JWT secret. */
export interface AdminSecrets {
  adminPasswordHash: string;
  jwtSecret: string;
  /**
   * What admin tokens carry to tie them to the password: an HMAC (keyed by the JWT secret) of the
   * plain ADMIN_PASSWORD when one is given, so every replica with the same settings computes the
   * same value though each salts its own hash; of the hash otherwise. A new password (or secret)
   * ends every older token. Computed from the hash when absent.
   */
  passwordVersion?: string;
}

/** The password fingerprint tokens carry (see AdminSecrets.passwordVersion). */
export function passwordVersionOf(
  jwtSecret: string,
  password: { plain: string } | { hash: string },
): string {
  const material = 'plain' in password ? `password\0${password.plain}` : `hash\0${password.hash}`;
  return createHmac('sha256', jwtSecret).update(material).digest('base64url').slice(0, 22);
}

function withVersion(
  secrets: { adminPasswordHash: string; jwtSecret: string },
  config: SecretsConfig,
): AdminSecrets {
  const password =
    !config.adminPasswordHash && config.adminPassword
      ? { plain: config.adminPassword }
      : { hash: secrets.adminPasswordHash };
  return { ...secrets, passwordVersion: passwordVersionOf(secrets.jwtSecret, password) };
}

export const SECRETS_DIR_NAME = 'secrets';
export const ADMIN_HASH_FILE = 'admin-password.scrypt';
export const JWT_SECRET_FILE = 'jwt-secret';

type SecretsConfig = Pick<
  AppConfig,
  'adminPassword' | 'adminPasswordHash' | 'jwtSecret' | 'databaseUrl' | 'dataDir' | 'siteUrl'
>;

export class SecretsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretsError';
  }
}

async function fromConfigPassword(config: SecretsConfig): Promise<string | undefined> {
  if (config.adminPasswordHash) return config.adminPasswordHash;
  if (config.adminPassword) return hashPassword(config.adminPassword);
  return undefined;
}

/** The secrets given in the configuration only (no files); throws when one is missing. */
export async function secretsFromConfig(config: SecretsConfig): Promise<AdminSecrets> {
  const adminPasswordHash = await fromConfigPassword(config);
  if (!adminPasswordHash || !config.jwtSecret) {
    throw new SecretsError(
      'Admin secrets are missing: set JWT_SECRET and ADMIN_PASSWORD_HASH (or ADMIN_PASSWORD)',
    );
  }
  return withVersion({ adminPasswordHash, jwtSecret: config.jwtSecret }, config);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
const alreadyExists = (error: unknown) => (error as NodeJS.ErrnoException).code === 'EEXIST';

/** Reads a secret file, tightening its mode to 0600 if someone loosened it. */
async function readSecretFile(path: string): Promise<string | undefined> {
  let text: string;
  try {
    text = (await readFile(path, 'utf8')).trim();
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
  const { mode } = await stat(path);
  if ((mode & 0o077) !== 0) await chmod(path, 0o600);
  return text;
}

/**
 * Writes a new secret file unless one exists (another process starting at the same moment may
 * have written it first): returns true when this call created it.
 */
async function createSecretFile(path: string, text: string): Promise<boolean> {
  try {
    await writeFile(path, `${text}\n`, { mode: 0o600, flag: 'wx' });
    return true;
  } catch (error) {
    if (alreadyExists(error)) return false;
    throw error;
  }
}

function passwordBanner(password: string, hashFile: string, siteUrl: string): string {
  const rule = '='.repeat(78);
  return [
    '',
    rule,
    '  ADMIN PASSWORD (generated on this first start; shown only this once)',
    '',
    `      ${password}`,
    '',
    `  Sign in at ${siteUrl}/admin. Only a hash of it is kept, in`,
    `  ${hashFile}`,
    '  Lost it? Delete that file and restart for a new one, or set ADMIN_PASSWORD or',
    '  ADMIN_PASSWORD_HASH (pnpm --silent admin:hash). See README, "Configuration".',
    rule,
    '',
    '',
  ].join('\n');
}

export interface ResolveSecretsOptions {
  /** Where the one-time password banner goes (stdout by default; never the logger). */
  print?: (text: string) => void;
}

/** Decides the admin secrets at boot (see the file comment). */
export async function resolveAdminSecrets(
  config: SecretsConfig,
  options: ResolveSecretsOptions = {},
): Promise<AdminSecrets> {
  const given = await fromConfigPassword(config);
  if (given && config.jwtSecret)
    return withVersion({ adminPasswordHash: given, jwtSecret: config.jwtSecret }, config);
  if (config.databaseUrl) {
    // env.ts already refuses this; kept so no code path ever invents a production secret.
    return secretsFromConfig(config);
  }

  const dir = join(config.dataDir, SECRETS_DIR_NAME);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);

  let jwtSecret = config.jwtSecret;
  if (!jwtSecret) {
    const path = join(dir, JWT_SECRET_FILE);
    await createSecretFile(path, randomBytes(48).toString('base64url'));
    jwtSecret = await readSecretFile(path);
    if (!jwtSecret || jwtSecret.length < 32) {
      throw new SecretsError(
        `${path} does not hold a JWT secret of 32+ characters; delete it and restart to generate one`,
      );
    }
  }

  let adminPasswordHash = given;
  if (!adminPasswordHash) {
    const path = join(dir, ADMIN_HASH_FILE);
    const existing = await readSecretFile(path);
    if (existing === undefined) {
      const password = randomBytes(18).toString('base64url');
      const hash = await hashPassword(password);
      // Printed only when this process wrote the file, so the password shown is the one kept.
      if (await createSecretFile(path, hash)) {
        (options.print ?? ((text) => process.stdout.write(text)))(
          passwordBanner(password, path, config.siteUrl),
        );
      }
    }
    adminPasswordHash = await readSecretFile(path);
    try {
      parsePasswordHash(adminPasswordHash ?? '');
    } catch (error) {
      throw new SecretsError(
        `${path} does not hold a valid admin password hash (${(error as Error).message}); delete it and restart to generate a new password`,
      );
    }
  }
  return withVersion({ adminPasswordHash: adminPasswordHash as string, jwtSecret }, config);
}
