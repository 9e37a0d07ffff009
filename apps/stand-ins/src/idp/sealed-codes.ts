import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';

const pendingCode = z.object({
  clientId: z.string(),
  redirectUri: z.string(),
  challenge: z.string(),
  nonce: z.string(),
  name: z.string(),
  email: z.string(),
  expiresAt: z.number(),
});
export type PendingCode = z.infer<typeof pendingCode>;

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The local provider's authorization codes carry what its token endpoint needs, sealed with AES-256-GCM
 * under a key drawn from the session secret. With several server processes (WEB_CONCURRENCY, decision
 * 020) the browser's sign-in form and the shop's code exchange may reach different processes: each opens
 * a code any of them issued, and nobody without the secret can read or forge one.
 */
export function sealedCodes(secret: string) {
  const key = createHash('sha256').update(`${secret}:dev-idp-codes`).digest();
  return {
    seal(pending: PendingCode): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(JSON.stringify(pending), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    /** The code's contents, or undefined for one this shop did not issue or that was altered. */
    open(code: string): PendingCode | undefined {
      try {
        const bytes = Buffer.from(code, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const opened = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        const parsed = pendingCode.safeParse(JSON.parse(opened));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
  };
}
