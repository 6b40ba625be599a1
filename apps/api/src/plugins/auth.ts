/**
 * Admin authentication (docs/security.md): the password check and the tokens, and the guard
 * that every admin data route and every /api/ai-agent/* route sits behind.
 *
 * How a route gets the guard:
 *  - any route under /api/admin/ or /api/ai-agent/ gets it automatically (register it after
 *    this plugin, i.e. anywhere below it in buildApp); only POST /api/admin/login is public;
 *  - any other route opts in with `config: { auth: 'admin' }`;
 *  - or add `onRequest: app.requireAdmin` yourself (same guard, same answers).
 * The guard runs on onRequest, before body parsing and validation, so an unauthenticated caller
 * learns nothing about the route's input. Missing, malformed, forged (wrong secret), expired or
 * outdated (the admin password changed since) tokens all get 401 with the error envelope and a
 * `WWW-Authenticate: Bearer` header. A guarded handler finds the token's claims in
 * `request.admin`.
 */
import { randomUUID } from 'node:crypto';
import jwt from '@fastify/jwt';
import { ADMIN_TOKEN_TTL_SECONDS } from '@taxguide/contracts/admin';
import { ErrorCodes, ErrorEnvelopeSchema } from '@taxguide/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { passwordVersionOf, type AdminSecrets } from '../infra/secrets';
import { AppError } from '../lib/errors';
import { parsePasswordHash, verifyPassword, type ScryptHash } from '../lib/password-hash';
import type { AdminSessions } from '../modules/admin';

/** Path prefixes whose every route needs an admin token. */
export const PROTECTED_PREFIXES = ['/api/admin/', '/api/ai-agent/'] as const;
/** The only routes under those prefixes that anyone may call. */
export const PUBLIC_ROUTES_UNDER_PROTECTED_PREFIXES = ['POST /api/admin/login'] as const;

const ISSUER = 'taxguide-api';
const AUDIENCE = 'taxguide-admin';
const SUBJECT = 'admin';

export interface AdminTokenClaims {
  sub: string;
  role: 'admin';
  /** Fingerprint of the admin password the token was issued under (infra/secrets.ts). */
  pwv: string;
  /** The token's id: signing out puts it on the refused list until it expires. */
  jti: string;
  /** The admin's token generation at issue: "sign out everywhere" moves it on. */
  gen: number;
  iat: number;
  exp: number;
  iss: string;
  aud: string;
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

export interface AdminAuth {
  /** True when `password` is the admin password (scrypt, constant-time comparison). */
  checkPassword(password: string): Promise<boolean>;
  /** A new admin token, valid ADMIN_TOKEN_TTL_SECONDS. */
  issueToken(): Promise<IssuedToken>;
  /** Ends the session of this token (its id is refused until it would have expired). */
  signOut(claims: AdminTokenClaims): Promise<void>;
  /** Ends every session of this admin: every token issued so far is refused. */
  signOutEverywhere(claims: AdminTokenClaims): Promise<void>;
  /** Every guarded route ("METHOD /url"), in registration order. */
  readonly guardedRoutes: readonly string[];
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Pick<AdminTokenClaims, 'role' | 'pwv' | 'jti' | 'gen'>;
    user: AdminTokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'admin': needs an admin token; 'public': explicitly open (only the login route). */
    auth?: 'admin' | 'public';
  }
  interface FastifyInstance {
    /** The admin guard (an onRequest hook). */
    requireAdmin: onRequestHookHandler;
    adminAuth: AdminAuth;
  }
  interface FastifyRequest {
    /** The verified token's claims on guarded routes. */
    admin: AdminTokenClaims | null;
  }
}

const BEARER = /^Bearer[ \t]+([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)[ \t]*$/i;

function rejected(message: string, error?: 'invalid_token'): AppError {
  const challenge = error ? `Bearer realm="admin", error="${error}"` : 'Bearer realm="admin"';
  return new AppError(401, ErrorCodes.unauthorized, message, undefined, {
    'www-authenticate': challenge,
  });
}

const isProtectedPath = (url: string) =>
  PROTECTED_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));

export const authPlugin = fp<{ secrets: AdminSecrets; sessions: AdminSessions }>(
  async (app: FastifyInstance, { secrets, sessions }) => {
    let passwordHash: ScryptHash;
    try {
      passwordHash = parsePasswordHash(secrets.adminPasswordHash);
    } catch (error) {
      throw new Error(`The admin password hash is invalid: ${(error as Error).message}`, {
        cause: error,
      });
    }
    // Tokens carry a fingerprint of the password: a new password ends every older session, and
    // every replica with the same settings accepts the others' tokens (infra/secrets.ts).
    const passwordVersion =
      secrets.passwordVersion ??
      passwordVersionOf(secrets.jwtSecret, { hash: secrets.adminPasswordHash });

    await app.register(jwt, {
      secret: secrets.jwtSecret,
      sign: {
        algorithm: 'HS256',
        expiresIn: `${ADMIN_TOKEN_TTL_SECONDS}s`,
        iss: ISSUER,
        aud: AUDIENCE,
        sub: SUBJECT,
      },
      verify: {
        algorithms: ['HS256'],
        allowedIss: ISSUER,
        allowedAud: AUDIENCE,
        allowedSub: SUBJECT,
        requiredClaims: ['exp', 'iat', 'role', 'pwv', 'jti', 'gen'],
      },
    });

    const guardedRoutes: string[] = [];

    const requireAdmin: onRequestHookHandler = async (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => {
      // Admin answers (and their 401s) are never stored by a browser or a shared cache.
      reply.header('cache-control', 'no-store');
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? BEARER.exec(header) : null;
      if (!match)
        throw rejected('Admin login required: send the token as "Authorization: Bearer <token>"');
      let claims: AdminTokenClaims;
      try {
        claims = app.jwt.verify<AdminTokenClaims>(match[1] as string);
      } catch (error) {
        if ((error as { code?: string }).code === 'FAST_JWT_EXPIRED') {
          throw rejected('Your admin session has expired; please log in again', 'invalid_token');
        }
        throw rejected('The admin token is not valid; please log in again', 'invalid_token');
      }
      if (
        claims.role !== 'admin' ||
        claims.pwv !== passwordVersion ||
        typeof claims.jti !== 'string' ||
        !Number.isInteger(claims.gen)
      ) {
        throw rejected('The admin token is not valid; please log in again', 'invalid_token');
      }
      const state = await sessions.state(claims.sub, claims.jti);
      if (state.revoked || claims.gen !== state.generation) {
        throw rejected(
          'This admin session has been signed out; please log in again',
          'invalid_token',
        );
      }
      request.admin = claims;
    };

    app.decorateRequest('admin', null);
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('adminAuth', {
      checkPassword: (password: string) => verifyPassword(password, passwordHash),
      async issueToken() {
        const gen = await sessions.generation(SUBJECT);
        const token = app.jwt.sign({ role: 'admin', pwv: passwordVersion, jti: randomUUID(), gen });
        const { exp } = app.jwt.decode<AdminTokenClaims>(token) as AdminTokenClaims;
        return { token, expiresAt: new Date(exp * 1000) };
      },
      async signOut(claims) {
        await sessions.revoke(claims.jti, new Date(claims.exp * 1000));
      },
      async signOutEverywhere(claims) {
        await sessions.endAll(claims.sub);
      },
      guardedRoutes,
    } satisfies AdminAuth);

    app.addHook('onRoute', (route) => {
      const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
      const names = methods.map((method) => `${method} ${route.url}`);
      const underPrefix = isProtectedPath(route.url);
      const declared = route.config?.auth;
      if (declared === 'public') {
        const allowed = names.every(
          (name) =>
            !underPrefix ||
            (PUBLIC_ROUTES_UNDER_PROTECTED_PREFIXES as readonly string[]).includes(name) ||
            name.startsWith('HEAD '),
        );
        if (!allowed)
          throw new Error(
            `${names.join(', ')} cannot be public: ${PROTECTED_PREFIXES.join(' and ')} need the admin token`,
          );
        return;
      }
      if (declared !== 'admin' && !underPrefix) return;
      // Guard first: before rate limiting, parsing and validation.
      const existing = route.onRequest;
      route.onRequest = [
        requireAdmin,
        ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
      ];
      guardedRoutes.push(...names);
      if (route.schema) {
        route.schema = {
          ...route.schema,
          security: [{ bearerAuth: [] }],
          response: { 401: ErrorEnvelopeSchema, ...(route.schema.response as object | undefined) },
        };
      }
    });
  },
  { name: 'auth', dependencies: ['error-handler'] },
);
