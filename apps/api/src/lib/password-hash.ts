/**
 * The admin password hash: `scrypt$N$r$p$<salt base64>$<hash base64>`, made and checked with
 * node:crypto's scrypt (no native dependency). Verification runs scrypt with the parameters
 * stored in the hash and compares in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** 2^15 × 8 × 128 B = 32 MiB of memory and about 50–100 ms per hash on one core. */
export const SCRYPT_DEFAULTS = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
// Bounds for parameters read from a hash, so a hand-edited value cannot ask for gigabytes.
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

export interface ScryptHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  hash: Buffer;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** Reads a `scrypt$…` string; throws an Error naming what is wrong. */
export function parsePasswordHash(text: string): ScryptHash {
  const parts = text.trim().split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') {
    throw new Error(
      'must look like scrypt$N$r$p$<salt base64>$<hash base64> (make one with pnpm --silent admin:hash)',
    );
  }
  const [, nText, rText, pText, saltText, hashText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const [N, r, p] = [nText, rText, pText].map((v) => (/^\d{1,9}$/.test(v) ? Number(v) : NaN)) as [
    number,
    number,
    number,
  ];
  if (!(N >= 2 && N <= MAX_N && (N & (N - 1)) === 0)) {
    throw new Error(`scrypt N must be a power of two between 2 and ${MAX_N}`);
  }
  if (!(r >= 1 && r <= MAX_R)) throw new Error(`scrypt r must be between 1 and ${MAX_R}`);
  if (!(p >= 1 && p <= MAX_P)) throw new Error(`scrypt p must be between 1 and ${MAX_P}`);
  if (!BASE64.test(saltText) || !BASE64.test(hashText))
    throw new Error('salt and hash must be base64');
  const salt = Buffer.from(saltText, 'base64');
  const hash = Buffer.from(hashText, 'base64');
  if (salt.length < 8) throw new Error('the salt must be at least 8 bytes');
  if (hash.length < 16 || hash.length > 128) throw new Error('the hash must be 16 to 128 bytes');
  return { N, r, p, salt, hash };
}

function derive(
  password: string,
  salt: Buffer,
  length: number,
  params: { N: number; r: number; p: number },
) {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** A new hash of `password` with a random salt. */
export async function hashPassword(
  password: string,
  params: { N: number; r: number; p: number } = SCRYPT_DEFAULTS,
): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, KEY_BYTES, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** True when `password` matches; the comparison takes the same time whatever the bytes. */
export async function verifyPassword(password: string, stored: ScryptHash): Promise<boolean> {
  const candidate = await derive(password, stored.salt, stored.hash.length, stored);
  return timingSafeEqual(candidate, stored.hash);
}
