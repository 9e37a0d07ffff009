import { and, eq, gt } from 'drizzle-orm';
import { jwtVerify } from 'jose';
import * as client from 'openid-client';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { signInAttempts } from './tables';
import { callbackUrl } from './callback-url';
import type { IdentityProvider } from './oidc';
import { hashToken, newToken } from '../../lib/secret-tokens';
import { upsertUserFromIdentity } from './users';
import type { SessionUser } from './sessions';

/** How long a shopper has to finish signing in at the provider. */
export const SIGN_IN_LIFETIME_MS = 10 * 60 * 1000;

/** Why a sign-in was refused, as the sign-in page tells it: `unverified-email` has words of its own. */
export type SignInRefusal = 'failed' | 'unverified-email';

export class SignInError extends Error {
  constructor(
    message: string,
    readonly refusal: SignInRefusal = 'failed',
  ) {
    super(message);
  }
}

/** Prepares the provider's authorization URL with state, nonce and PKCE, remembered for this browser. */
export async function startSignIn(
  db: Database,
  config: Config,
  provider: IdentityProvider,
  returnTo: string,
): Promise<{ url: URL; cookieToken: string }> {
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  const cookieToken = newToken();
  await db.insert(signInAttempts).values({
    tokenHash: hashToken(cookieToken),
    state,
    nonce,
    codeVerifier,
    returnTo,
    expiresAt: new Date(Date.now() + SIGN_IN_LIFETIME_MS),
  });
  const url = client.buildAuthorizationUrl(provider.configuration, {
    redirect_uri: callbackUrl(config),
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, cookieToken };
}

/**
 * Finishes a sign-in: the attempt is taken (deleted) first, so a replayed callback finds nothing; then
 * `openid-client` exchanges the code (with the PKCE verifier) and checks the state and the ID token's
 * issuer, audience, expiry and nonce. It trusts the token endpoint's TLS for the signature, as OpenID
 * Connect allows; the shop checks the signature against the provider's keys as well, so a forged
 * token is refused even where that channel is not TLS. Any failure is a SignInError and no user or
 * session is created.
 */
export async function finishSignIn(
  db: Database,
  provider: IdentityProvider,
  cookieToken: string | undefined,
  currentUrl: URL,
): Promise<{ user: SessionUser; returnTo: string }> {
  if (!cookieToken) throw new SignInError('Falta la cookie del inicio de sesión');
  const [attempt] = await db
    .delete(signInAttempts)
    .where(
      and(eq(signInAttempts.tokenHash, hashToken(cookieToken)), gt(signInAttempts.expiresAt, new Date())),
    )
    .returning();
  if (!attempt) throw new SignInError('El inicio de sesión expiró o ya se usó');
  let claims: client.IDToken | undefined;
  try {
    const tokens = await client.authorizationCodeGrant(provider.configuration, currentUrl, {
      pkceCodeVerifier: attempt.codeVerifier,
      expectedState: attempt.state,
      expectedNonce: attempt.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
    if (!tokens.id_token || !claims) throw new Error('sin ID token');
    await jwtVerify(tokens.id_token, provider.keys, {
      issuer: claims.iss,
      audience: provider.configuration.clientMetadata().client_id,
    });
  } catch (error) {
    throw new SignInError(`El proveedor no confirmó la identidad: ${(error as Error).message}`);
  }
  if (!claims || typeof claims.email !== 'string' || !claims.email) {
    throw new SignInError('El proveedor no entregó un correo');
  }
  // Owners and staff are recognised by their e-mail, and a shopper's orders and invoices go to it: an
  // address the provider has not seen its holder confirm could be anybody's.
  if (claims.email_verified !== true) {
    throw new SignInError(
      'El proveedor no confirmó que el correo sea de quien inicia sesión',
      'unverified-email',
    );
  }
  const user = await upsertUserFromIdentity(db, {
    issuer: claims.iss,
    subject: claims.sub,
    email: claims.email,
    name:
      typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 120) : claims.email,
    picture:
      typeof claims.picture === 'string' && claims.picture.startsWith('https://') ? claims.picture : null,
  });
  return { user, returnTo: attempt.returnTo };
}
