import { createHash } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';

/** Bearer tokens for `/api/user_ecommerce/me`: five minutes, for one user, for that one audience. */
export const BEARER_LIFETIME_S = 300;
const AUDIENCE = 'user_ecommerce';

const keyFor = (config: Config) => createHash('sha256').update(`${config.sessionSecret}:bearer`).digest();

export async function issueBearerToken(config: Config, userId: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(config.publicUrl)
    .setAudience(AUDIENCE)
    .setSubject(String(userId))
    .setIssuedAt()
    .setExpirationTime(`${BEARER_LIFETIME_S}s`)
    .sign(keyFor(config));
}

/** The user id a token was issued for, or undefined when it is malformed, expired, foreign or tampered with. */
export async function verifyBearerToken(config: Config, token: string): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyFor(config), {
      algorithms: ['HS256'],
      issuer: config.publicUrl,
      audience: AUDIENCE,
    });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) && userId > 0 ? userId : undefined;
  } catch {
    return undefined;
  }
}
