import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../config';

/** Cookies are Secure, and take the `__Host-` prefix (no Domain, Path=/), when the shop runs on https. */
export const isHttps = (config: Config): boolean => config.publicUrl.startsWith('https://');

export const sessionCookieName = (config: Config): string => (isHttps(config) ? '__Host-sid' : 'sid');
export const signInCookieName = (config: Config): string => (isHttps(config) ? '__Host-signin' : 'signin');

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
