import { createHash } from 'node:crypto';
import type { Config } from '../../../config';

/** The shop's own client registration at the local provider; the secret never leaves the server. */
export const DEV_CLIENT_ID = 'tienda-local';
export const devClientSecret = (config: Config): string =>
  createHash('sha256').update(`${config.sessionSecret}:dev-idp`).digest('base64url');

export const devIssuer = (config: Config): string => `${config.publicUrl}/dev-idp`;
