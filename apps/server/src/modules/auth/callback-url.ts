import type { Config } from '../../config';

/** Where every identity provider (Google or the local one) sends the browser back to. */
export const callbackUrl = (config: Config): string => `${config.publicUrl}/api/auth/google/callback`;
