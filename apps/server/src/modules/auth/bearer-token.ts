import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';

/**
 * Bearer tokens for `/api/user_ecommerce/me`: five minutes, for one user, for that one audience, and for
 * the session they were issued in. The session is named by the hash the database keeps of its cookie
 * (never the cookie itself), so that signing out ends the token with the session instead of leaving it
 * good for the rest of its five minutes.
 */
export const BEARER_LIFETIME_S = 300;
const AUDIENCE = 'user_ecommerce';

const keyFor = (config: Config) => createHash('sha256').update(`${config.sessionSecret}:bearer`).digest();

export type BearerClaims = { userId: number; sessionHash: string };

export async function issueBearerToken(
  config: Config,
  { userId, sessionHash }: BearerClaims,
): Promise<string> {
  return new SignJWT({ sid: sessionHash })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(config.publicUrl)
    .setAudience(AUDIENCE)
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${BEARER_LIFETIME_S}s`)
    .sign(keyFor(config));
}

/** Whom and which session a token was issued for, or undefined when it is malformed, expired, foreign or tampered with. */
export async function verifyBearerToken(config: Config, token: string): Promise<BearerClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyFor(config), {
      algorithms: ['HS256'],
      issuer: config.publicUrl,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    const sessionHash = payload['sid'];
    if (!Number.isInteger(userId) || userId <= 0 || typeof sessionHash !== 'string') return undefined;
    return { userId, sessionHash };
  } catch {
    return undefined;
  }
}
