import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { sessions, signInAttempts, users } from '../../db/schema';
import { createTestDatabase } from '../../test/database';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import * as client from 'openid-client';
import { issueBearerToken } from './bearer-token';
import { finishSignIn, SignInError } from './sign-in';
import { hashToken } from '../../lib/secret-tokens';
import { PRODUCTION_TEST_ENVIRONMENT } from '../../test/production-environment';
import { FROM_THE_SHOP } from '../../test/from-the-shop';

const config = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'http://tienda.test' });
let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(config, { database });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const cookieFrom = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name);
const pathOf = (location: string) => {
  const url = new URL(location, config.publicUrl);
  return `${url.pathname}${url.search}`;
};

/** Walks the whole flow as a browser would; returns the callback URL and the sign-in cookie, unused. */
async function signInUpToCallback(name: string, email: string, returnTo = '/payment') {
  const start = await app.inject(`/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`);
  expect(start.statusCode).toBe(302);
  const signIn = cookieFrom(start, 'signin');
  expect(signIn).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/google' });
  const authorize = new URL(start.headers.location as string);
  expect(authorize.origin + authorize.pathname).toBe('http://tienda.test/dev-idp/authorize');
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  const page = await app.inject(pathOf(authorize.toString()));
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('>Nombre<');
  expect(page.body).toContain('>Correo<');
  expect(page.body).toContain('>Continuar</button>');
  const form = new URLSearchParams({ ...Object.fromEntries(authorize.searchParams), name, email });
  const consent = await app.inject({
    method: 'POST',
    url: '/dev-idp/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(consent.statusCode).toBe(302);
  return { callback: pathOf(consent.headers.location as string), signInCookie: signIn?.value as string };
}

const callbackWith = (callback: string, signInCookie: string | undefined, sid?: string) =>
  app.inject({
    url: callback,
    cookies: { ...(signInCookie ? { signin: signInCookie } : {}), ...(sid ? { sid } : {}) },
  });

async function signIn(name: string, email: string): Promise<string> {
  const { callback, signInCookie } = await signInUpToCallback(name, email);
  const done = await callbackWith(callback, signInCookie);
  const sid = cookieFrom(done, 'sid')?.value;
  if (!sid) throw new Error('sin sesión');
  return sid;
}

describe('sign-in through the local OpenID provider', () => {
  it('signs in, creates the user keyed on issuer and subject, and returns to the page asked for', async () => {
    const { callback, signInCookie } = await signInUpToCallback('Ana López', 'Ana@Example.mx');
    const done = await callbackWith(callback, signInCookie);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/payment');
    const sid = cookieFrom(done, 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(sid?.secure).toBeFalsy();

    const me = await app.inject({ url: '/api/auth/me', cookies: { sid: sid?.value as string } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      name: 'Ana López',
      email: 'ana@example.mx',
      phone_number: null,
      picture: null,
      google_id: expect.stringMatching(/^local-/),
      ecommerce_user_id: expect.any(Number),
    });
    const [user] = await database.db.select().from(users).where(eq(users.email, 'ana@example.mx'));
    expect(user?.issuer).toBe('http://tienda.test/dev-idp');
  });

  it('comes back to a product page with its query, as a guest\'s "Avísame cuando llegue" asks', async () => {
    const { callback, signInCookie } = await signInUpToCallback(
      'Rosa Quezada',
      'rosa@example.mx',
      '/product/5/1000002?avisame=1',
    );
    const done = await callbackWith(callback, signInCookie);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/product/5/1000002?avisame=1');
  });

  it('finds the same user on a second sign-in and gives a new session id', async () => {
    const first = await signIn('Beto', 'beto@example.mx');
    const { callback, signInCookie } = await signInUpToCallback('Beto', 'beto@example.mx');
    const second = await callbackWith(callback, signInCookie, first);
    const newSid = cookieFrom(second, 'sid')?.value;
    expect(newSid).toBeTruthy();
    expect(newSid).not.toBe(first);
    expect((await app.inject({ url: '/api/auth/me', cookies: { sid: first } })).statusCode).toBe(401);
    expect(await database.db.select().from(users).where(eq(users.email, 'beto@example.mx'))).toHaveLength(1);
  });

  it('refuses a replayed callback: the attempt is used once', async () => {
    const { callback, signInCookie } = await signInUpToCallback('Carla', 'carla@example.mx');
    expect(cookieFrom(await callbackWith(callback, signInCookie), 'sid')).toBeTruthy();
    const sessionsBefore = (await database.db.select().from(sessions)).length;
    const replay = await callbackWith(callback, signInCookie);
    expect(replay.headers.location).toBe('/auth/login?error=1');
    expect(cookieFrom(replay, 'sid')).toBeUndefined();
    expect((await database.db.select().from(sessions)).length).toBe(sessionsBefore);
  });

  it.each([
    ['a wrong state', (callback: string) => callback.replace(/state=[^&]+/, 'state=otro')],
    ['no sign-in cookie', (callback: string) => callback],
  ])('refuses %s with no session and no user', async (label, change) => {
    const email = `${label.replace(/\W/g, '')}@example.mx`;
    const { callback, signInCookie } = await signInUpToCallback('Dora', email);
    const refused = await callbackWith(
      change(callback),
      label === 'no sign-in cookie' ? undefined : signInCookie,
    );
    expect(refused.headers.location).toBe('/auth/login?error=1');
    expect(cookieFrom(refused, 'sid')).toBeUndefined();
    expect(await database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const { callback, signInCookie } = await signInUpToCallback('Elena', 'elena@example.mx');
    await database.db.update(signInAttempts).set({ nonce: 'otro-nonce' });
    const refused = await callbackWith(callback, signInCookie);
    expect(refused.headers.location).toBe('/auth/login?error=1');
    expect(await database.db.select().from(users).where(eq(users.email, 'elena@example.mx'))).toHaveLength(0);
  });

  /**
   * Finishes a sign-in against a provider whose ID token says `claims`, signed by `signer` while the
   * provider publishes `genuine`'s key.
   */
  async function finishWithIdToken(claims: Record<string, unknown>, forge = false) {
    const genuine = await generateKeyPair('RS256');
    const signer = forge ? await generateKeyPair('RS256') : genuine;
    const issuer = 'https://idp.test';
    const configuration = new client.Configuration(
      {
        issuer,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        id_token_signing_alg_values_supported: ['RS256'],
      },
      'tienda',
      'secreto',
    );
    const idToken = await new SignJWT({ nonce: 'n-1', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(issuer)
      .setSubject(String(claims['email']))
      .setAudience('tienda')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(signer.privateKey);
    configuration[client.customFetch] = async (url) =>
      url.endsWith('/jwks')
        ? Response.json({
            keys: [{ ...(await exportJWK(genuine.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }],
          })
        : Response.json({ access_token: 'x', token_type: 'Bearer', id_token: idToken });
    await database.db.insert(signInAttempts).values({
      tokenHash: hashToken('galleta'),
      state: 's-1',
      nonce: 'n-1',
      codeVerifier: 'v'.repeat(43),
      returnTo: '/',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const keys = createLocalJWKSet({
      keys: [{ ...(await exportJWK(genuine.publicKey)), kid: 'k1', alg: 'RS256' }],
    });
    return finishSignIn(
      database.db,
      { configuration, keys },
      'galleta',
      new URL('http://tienda.test/api/auth/google/callback?code=c&state=s-1'),
    );
  }

  it('refuses an ID token not signed by the provider’s key', async () => {
    await expect(
      finishWithIdToken({ email: 'mallory@example.mx', email_verified: true, name: 'Mallory' }, true),
    ).rejects.toBeInstanceOf(SignInError);
    expect(await database.db.select().from(users).where(eq(users.email, 'mallory@example.mx'))).toHaveLength(
      0,
    );
  });

  it('refuses an e-mail the provider has not seen verified, even the owner’s: no user, no role', async () => {
    for (const claims of [
      { email: 'dueno@norteno.local', name: 'Dueño falso' },
      { email: 'dueno@norteno.local', email_verified: false, name: 'Dueño falso' },
      { email: 'dueno@norteno.local', email_verified: 'true', name: 'Dueño falso' },
    ]) {
      const refused = await finishWithIdToken(claims).catch((error: unknown) => error);
      expect(refused, JSON.stringify(claims)).toBeInstanceOf(SignInError);
      expect((refused as SignInError).refusal).toBe('unverified-email');
    }
    expect(await database.db.select().from(users).where(eq(users.email, 'dueno@norteno.local'))).toHaveLength(
      0,
    );
    const verified = await finishWithIdToken({
      email: 'nora@example.mx',
      email_verified: true,
      name: 'Nora',
    });
    expect(verified.user.email).toBe('nora@example.mx');
  });

  it('refuses a return path that leaves the shop', async () => {
    for (const returnTo of [
      'https://malo.example',
      '//malo.example',
      '/\\malo.example',
      'javascript:alert(1)',
      'https:/malo.example',
      '\t//malo.example',
      '/\t/malo.example',
      ' //malo.example',
      '%2F%2Fmalo.example',
      '/%0d%0aLocation: https://malo.example',
      'data:text/html,<script>alert(1)</script>',
    ]) {
      const response = await app.inject(`/api/auth/google?returnTo=${encodeURIComponent(returnTo)}`);
      expect(response.statusCode, returnTo).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.json()).toEqual({ error: 'returnTo debe ser una ruta de la tienda' });
    }
  });
});

describe('the session', () => {
  it('answers /api/auth/me with 401 for a guest and after sign-out', async () => {
    expect((await app.inject('/api/auth/me')).json()).toEqual({ error: 'Inicia sesión para continuar.' });
    const sid = await signIn('Gabo', 'gabo@example.mx');
    const out = await app.inject({
      headers: FROM_THE_SHOP,
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sid },
    });
    expect(out.json()).toEqual({ message: 'Sesión cerrada.' });
    expect(cookieFrom(out, 'sid')?.value).toBe('');
    expect((await app.inject({ url: '/api/auth/me', cookies: { sid } })).statusCode).toBe(401);
  });
});

describe('PATCH /api/users', () => {
  it('changes the name and a Mexican phone, stored in E.164', async () => {
    const sid = await signIn('Hugo', 'hugo@example.mx');
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users',
      cookies: { sid },
      payload: { name: 'Hugo Pérez', phone_number: '614 123 4567' },
    });
    expect(response.json()).toEqual({ message: 'Perfil actualizado correctamente.' });
    expect((await app.inject({ url: '/api/auth/me', cookies: { sid } })).json()).toMatchObject({
      name: 'Hugo Pérez',
      email: 'hugo@example.mx',
      phone_number: '+526141234567',
    });
  });

  it.each([
    [{ name: 'Hugo', phone_number: '12345' }, 'El número de teléfono debe tener 10 dígitos.'],
    [{ name: 'Hugo', phone_number: '0000000000' }, 'El número de teléfono no es válido.'],
    [{ name: '   ', phone_number: '6141234567' }, 'El nombre es obligatorio.'],
    [
      { name: 'Hugo', phone_number: '6141234567', email: 'otro@example.mx' },
      'La petición lleva campos que no se permiten.',
    ],
  ])('refuses %o with a Spanish 400 and changes nothing', async (payload, message) => {
    const sid = await signIn('Iris', 'iris@example.mx');
    const response = await app.inject({ method: 'PATCH', url: '/api/users', cookies: { sid }, payload });
    expect(response.statusCode).toBe(400);
    expect((response.json() as { error: string }).error).toContain(message);
    expect((await app.inject({ url: '/api/auth/me', cookies: { sid } })).json()).toMatchObject({
      name: 'Iris',
      email: 'iris@example.mx',
      phone_number: null,
    });
  });

  it('needs a signed-in user', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/users',
      payload: { name: 'X', phone_number: '6141234567' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/user_ecommerce/me with a bearer token', () => {
  it('answers the user for a token from /api/auth/token', async () => {
    const sid = await signIn('Juan', 'juan@example.mx');
    const issued = await app.inject({ url: '/api/auth/token', cookies: { sid } });
    const { token, expires_in } = issued.json() as { token: string; expires_in: number };
    expect(expires_in).toBe(300);
    const me = await app.inject({
      url: '/api/user_ecommerce/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json()).toEqual({ name: 'Juan', ecommerce_user_id: expect.any(Number) });
  });

  it('ends with its session: after signing out, the token is refused at once, not minutes later', async () => {
    const sid = await signIn('Lalo', 'lalo@example.mx');
    const { token } = (await app.inject({ url: '/api/auth/token', cookies: { sid } })).json<{
      token: string;
    }>();
    const me = () =>
      app.inject({ url: '/api/user_ecommerce/me', headers: { authorization: `Bearer ${token}` } });
    expect((await me()).statusCode).toBe(200);
    const signOut = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { sid },
      headers: FROM_THE_SHOP,
    });
    expect(signOut.statusCode).toBe(200);
    const after = await me();
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'Token inválido o vencido.' });
  });

  it('refuses a missing, malformed, expired or foreign token with 401', async () => {
    const sid = await signIn('Karla', 'karla@example.mx');
    const [user] = await database.db.select().from(users).where(eq(users.email, 'karla@example.mx'));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 10 * 60 * 1000);
    const claims = { userId: user!.id, sessionHash: hashToken(sid) };
    const expired = await issueBearerToken(config, claims);
    vi.useRealTimers();
    const foreign = await issueBearerToken(
      loadConfig({ SESSION_SECRET: 'otro-secreto-de-otra-tienda-0123456789' }),
      claims,
    );
    // Signed with the shop's own key, for Karla, but naming another shopper's live session.
    const otherSid = await signIn('Mara', 'mara@example.mx');
    const crossed = await issueBearerToken(config, { userId: user!.id, sessionHash: hashToken(otherSid) });
    for (const authorization of [
      undefined,
      'Bearer',
      'Bearer abc.def.ghi',
      `Bearer ${expired}`,
      `Bearer ${foreign}`,
      `Bearer ${crossed}`,
      `Basic ${sid}`,
    ]) {
      const response = await app.inject({
        url: '/api/user_ecommerce/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.json()).toEqual({ error: 'Token inválido o vencido.' });
    }
    expect((await app.inject('/api/auth/token')).statusCode).toBe(401);
  });
});

describe('the local provider in production', () => {
  it('does not exist, nor the local checkout or mailbox: /dev-idp, /dev-pay and /dev-mail answer 404 when the shop runs with NODE_ENV=production', async () => {
    const production = loadConfig({ ...PRODUCTION_TEST_ENVIRONMENT, LOG_LEVEL: 'silent' });
    const productionApp = await buildApp(production, { database });
    try {
      for (const url of [
        '/dev-idp/.well-known/openid-configuration',
        '/dev-idp/authorize',
        '/dev-idp/jwks',
        '/dev-pay/v1/checkout/sessions',
        '/dev-pay/checkout/cs_test_abc',
        '/dev-mail',
        '/dev-mail/1',
        '/dev-mail/1/html',
      ]) {
        expect((await productionApp.inject(url)).statusCode, url).toBe(404);
      }
    } finally {
      await productionApp.close();
    }
  });
});

describe('the session cookie on https', () => {
  it('is __Host-sid: Secure, HttpOnly, SameSite=Lax, Path=/, no Domain; a plain `sid` is not read', async () => {
    const https = loadConfig({ LOG_LEVEL: 'silent', PUBLIC_URL: 'https://tienda.test' });
    const secureApp = await buildApp(https, { database });
    const local = (location: string) => {
      const url = new URL(location, https.publicUrl);
      return `${url.pathname}${url.search}`;
    };
    try {
      const start = await secureApp.inject('/api/auth/google?returnTo=%2Fprofile');
      // A browser drops a `__Host-` cookie whose Path is not /; this one's is the sign-in route's.
      const signInCookie = cookieFrom(start, '__Secure-signin');
      expect(signInCookie).toMatchObject({
        secure: true,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/api/auth/google',
      });
      const authorize = new URL(start.headers.location as string);
      const consent = await secureApp.inject({
        method: 'POST',
        url: '/dev-idp/authorize',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          ...Object.fromEntries(authorize.searchParams),
          name: 'Inés',
          email: 'ines@example.mx',
        }).toString(),
      });
      const done = await secureApp.inject({
        url: local(consent.headers.location as string),
        cookies: { '__Secure-signin': signInCookie?.value as string },
      });
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toBe('/profile');
      const session = cookieFrom(done, '__Host-sid');
      expect(session).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(session?.domain).toBeUndefined();
      expect(cookieFrom(done, 'sid')).toBeUndefined();
      const header = ([] as string[]).concat(done.headers['set-cookie'] ?? []).join('\n');
      expect(header).not.toMatch(/domain=/i);

      const token = session?.value as string;
      const me = await secureApp.inject({ url: '/api/auth/me', cookies: { '__Host-sid': token } });
      expect(me.json()).toMatchObject({ email: 'ines@example.mx' });
      // A cookie without the prefix could have been planted by a sibling host; it is not a session here.
      expect((await secureApp.inject({ url: '/api/auth/me', cookies: { sid: token } })).statusCode).toBe(401);
    } finally {
      await secureApp.close();
    }
  });
});
