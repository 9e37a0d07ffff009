import { describe, expect, it } from 'vitest';
import { sealedCodes, type PendingCode } from './sealed-codes';

const pending: PendingCode = {
  clientId: 'tienda-local',
  redirectUri: 'https://tienda.test/api/auth/google/callback',
  challenge: 'a'.repeat(43),
  nonce: 'nonce-1',
  name: 'Lucía Terrazas',
  email: 'lucia@correo.test',
  expiresAt: 1_800_000_000_000,
};

describe('the local provider’s sealed codes', () => {
  it('open in any process with the same secret, and differ each time', () => {
    const code = sealedCodes('x'.repeat(40)).seal(pending);
    expect(sealedCodes('x'.repeat(40)).open(code)).toEqual(pending);
    expect(sealedCodes('x'.repeat(40)).seal(pending)).not.toBe(code);
    expect(code).not.toContain('lucia');
  });

  it('do not open when altered, under another secret, or when they are not codes at all', () => {
    const codes = sealedCodes('x'.repeat(40));
    const code = codes.seal(pending);
    const bytes = Buffer.from(code, 'base64url');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    expect(codes.open(bytes.toString('base64url'))).toBeUndefined();
    expect(sealedCodes('y'.repeat(40)).open(code)).toBeUndefined();
    expect(codes.open('')).toBeUndefined();
    expect(codes.open('no-es-un-codigo')).toBeUndefined();
  });
});
