import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';

/**
 * Cookies are Secure when the shop runs on https, and take a prefix the browser enforces: the session
 * `__Host-` (no Domain, Path=/). The sign-in cookie is sent only to /api/auth/google, and a browser
 * refuses a `__Host-` cookie with any Path but /, so it takes `__Secure-` (found in 2026-11 behind nginx,
 * where no sign-in over https could finish).
 */
export const isHttps = (config: Config): boolean => config.publicUrl.startsWith('https://');

export const sessionCookieName = (config: Config): string => (isHttps(config) ? '__Host-sid' : 'sid');
export const signInCookieName = (config: Config): string => (isHttps(config) ? '__Secure-signin' : 'signin');

export const cookieOptions = (config: Config, maxAgeSeconds: number): CookieSerializeOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: isHttps(config),
  path: '/',
  maxAge: maxAgeSeconds,
});

/** Tells the browser to forget its session cookie (signing out, deleting the account). */
export const clearSessionCookie = (reply: FastifyReply, config: Config): void => {
  reply.clearCookie(sessionCookieName(config), cookieOptions(config, 0));
};
