import { describe, expect, it } from 'vitest';
import { heicPhoto } from '../../../test/pictures/heic-photo';
import { isHeic } from './heic-file';

/** The start of a HEIF file: its `ftyp` box with a major brand and the compatible ones, then a `meta`. */
const ftyp = (major: string, ...compatible: string[]) => {
  const brands = [major, '\0\0\0\0', ...compatible].join('');
  const box = Buffer.alloc(8 + brands.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${brands}`, 4, 'latin1');
  return Buffer.concat([box, Buffer.from('\0\0\0\x0cmeta\0\0\0\0', 'latin1')]);
};

describe('isHeic, by the file’s own brand', () => {
  it('knows the iPhone’s HEIC and HEVC files under a generic brand', async () => {
    expect(isHeic(await heicPhoto())).toBe(true);
    expect(isHeic(ftyp('heic', 'mif1', 'MiHB', 'MiHE', 'MiPr', 'miaf', 'heic', 'tmap'))).toBe(true);
    expect(isHeic(ftyp('heix', 'mif1', 'heix'))).toBe(true);
    expect(isHeic(ftyp('hevc', 'msf1'))).toBe(true);
    expect(isHeic(ftyp('mif1', 'heic'))).toBe(true);
  });

  it('leaves AVIF, whatever its major brand, and every other file to sharp', () => {
    expect(isHeic(ftyp('avif', 'mif1', 'miaf'))).toBe(false);
    expect(isHeic(ftyp('mif1', 'avif', 'miaf'))).toBe(false);
    expect(isHeic(ftyp('isom', 'mp41'))).toBe(false);
    expect(isHeic(Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Buffer.alloc(20)]))).toBe(false);
    expect(isHeic(Buffer.from('\0\0\0\x18ftyphei'))).toBe(false);
    expect(isHeic(Buffer.alloc(0))).toBe(false);
  });
});
