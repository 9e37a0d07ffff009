import { Buffer } from 'node:buffer';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { inChunks } from '../../../test/sepomex/sepomex-fixture';
import { readTextLines, type TextLine } from './line-reader';
import { SepomexFileError } from './sepomex-file-error';

async function linesOf(bytes: Uint8Array, chunkSize?: number): Promise<TextLine[]> {
  const lines: TextLine[] = [];
  for await (const line of readTextLines(inChunks(bytes, chunkSize))) lines.push(line);
  return lines;
}
const texts = async (bytes: Uint8Array, chunkSize?: number) =>
  (await linesOf(bytes, chunkSize)).map((line) => line.text);

const TEXT = 'Catálogo Nacional de Códigos Postales\nd_codigo|d_asenta\n01000|San Ángel\n31000|Ñuñoa \n';
const EXPECTED = [
  'Catálogo Nacional de Códigos Postales',
  'd_codigo|d_asenta',
  '01000|San Ángel',
  '31000|Ñuñoa ',
];

describe('readTextLines', () => {
  it('reads the official encoding: Latin-1 with CRLF', async () => {
    const bytes = Buffer.from(TEXT.replaceAll('\n', '\r\n'), 'latin1');
    expect(bytes.includes(Buffer.from('Á', 'utf8'))).toBe(false);
    expect(await texts(bytes)).toEqual(EXPECTED);
  });

  it('reads a UTF-8 copy with LF the same', async () => {
    expect(await texts(Buffer.from(TEXT, 'utf8'))).toEqual(EXPECTED);
  });

  it('gunzips a file that starts with gzip’s magic bytes, whatever its name', async () => {
    expect(await texts(gzipSync(Buffer.from(TEXT, 'utf8')))).toEqual(EXPECTED);
    expect(await texts(gzipSync(Buffer.from(TEXT.replaceAll('\n', '\r\n'), 'latin1')), 7)).toEqual(EXPECTED);
  });

  it('joins lines and characters split across chunks', async () => {
    expect(await texts(Buffer.from(TEXT, 'utf8'), 1)).toEqual(EXPECTED);
    expect(await texts(Buffer.from(TEXT.replaceAll('\n', '\r\n'), 'latin1'), 3)).toEqual(EXPECTED);
  });

  it('numbers lines from 1 and reads a last line without a line break', async () => {
    const lines = await linesOf(Buffer.from('uno\r\ndos\r\ntres', 'latin1'));
    expect(lines).toEqual([
      { number: 1, text: 'uno', decoded: true },
      { number: 2, text: 'dos', decoded: true },
      { number: 3, text: 'tres', decoded: true },
    ]);
  });

  it('drops the byte-order mark some editors put before UTF-8', async () => {
    expect(await texts(Buffer.from(`\uFEFF${TEXT}`, 'utf8'))).toEqual(EXPECTED);
  });

  it('decides the encoding once, and flags a later line that is not in it', async () => {
    const bytes = Buffer.concat([Buffer.from('Código\n', 'utf8'), Buffer.from('Peñasco\n', 'latin1')]);
    const lines = await linesOf(bytes);
    expect(lines[0]).toEqual({ number: 1, text: 'Código', decoded: true });
    expect(lines[1]).toMatchObject({ number: 2, decoded: false });
  });

  it('refuses the zip Correos de México hands out, and a damaged gzip, in Spanish', async () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00]);
    await expect(texts(zip)).rejects.toBeInstanceOf(SepomexFileError);
    await expect(texts(zip)).rejects.toThrow('El archivo es un .zip: descomprímalo');
    const truncated = gzipSync(Buffer.from(TEXT.repeat(50), 'utf8')).subarray(0, 60);
    await expect(texts(truncated)).rejects.toBeInstanceOf(SepomexFileError);
    await expect(texts(truncated)).rejects.toThrow('El archivo comprimido (gzip) está dañado o incompleto.');
  });

  it('refuses a file with no line breaks rather than holding it all in memory', async () => {
    await expect(texts(Buffer.alloc(200_000, 0x41))).rejects.toThrow(/no es el catálogo de SEPOMEX/);
  });
});
