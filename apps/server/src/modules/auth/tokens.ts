import { createHash, randomBytes } from 'node:crypto';

/** A random, unguessable token for a cookie; the database keeps only `hashToken(token)`. */
export const newToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
