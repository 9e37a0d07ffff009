import { createHash, randomBytes } from 'node:crypto';

/**
 * A random, unguessable token for a cookie or an e-mail's link (32 bytes); the database keeps only
 * `hashToken(token)`, so a copy of it opens no session and follows no link.
 */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
