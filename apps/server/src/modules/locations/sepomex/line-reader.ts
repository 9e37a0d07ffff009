import { Buffer, isUtf8 } from 'node:buffer';
import { pipeline, Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { SepomexFileError } from './sepomex-file-error';

export type TextLine = {
  /** 1-based, as an editor shows it. */
  number: number;
  text: string;
  /** False when the line's bytes are not valid in the file's encoding (shown with U+FFFD). */
  decoded: boolean;
};

type Encoding = 'utf-8' | 'latin1';

const GZIP_MAGIC = [0x1f, 0x8b];
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const LF = 0x0a;
const CR = 0x0d;
// The catalogue's longest line is under 300 bytes; a far longer one means this is not a text catalogue.
const MAX_LINE_BYTES = 64 * 1024;

/**
 * The lines of a catalogue file, read as a stream: gzip or plain text (told by gzip's magic bytes),
 * LF or CRLF, UTF-8 or Latin-1. Correos de México publishes Latin-1 with CRLF; a copy re-saved as
 * UTF-8 must read the same. The first line with a byte above 127 decides the encoding for the whole
 * file (in the official file that is the notice, line 1): valid UTF-8 there means UTF-8, else
 * Latin-1. Up to that line both read the same.
 */
export async function* readTextLines(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<TextLine> {
  let encoding: Encoding | undefined;
  let number = 0;
  const decode = (bytes: Buffer): TextLine => {
    number += 1;
    const line = bytes.at(-1) === CR ? bytes.subarray(0, -1) : bytes;
    if (!encoding && line.some((byte) => byte > 0x7f)) encoding = isUtf8(line) ? 'utf-8' : 'latin1';
    const text = line.toString(encoding === 'latin1' ? 'latin1' : 'utf8');
    return {
      number,
      // A byte-order mark, left by editors that save "UTF-8 with BOM", is not part of the first line.
      text: number === 1 ? text.replace(/^\uFEFF/, '') : text,
      decoded: encoding !== 'utf-8' || isUtf8(line),
    };
  };

  let pending: Buffer[] = [];
  let pendingBytes = 0;
  try {
    for await (const chunk of plainBytes(chunks)) {
      const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      let start = 0;
      for (let end = bytes.indexOf(LF); end !== -1; end = bytes.indexOf(LF, start)) {
        const piece = bytes.subarray(start, end);
        yield decode(pending.length === 0 ? piece : Buffer.concat([...pending, piece]));
        pending = [];
        pendingBytes = 0;
        start = end + 1;
      }
      if (start < bytes.length) {
        pending.push(Buffer.from(bytes.subarray(start)));
        pendingBytes += bytes.length - start;
        if (pendingBytes > MAX_LINE_BYTES) {
          throw new SepomexFileError(
            `La línea ${number + 1} mide más de ${MAX_LINE_BYTES} bytes: el archivo no es el catálogo de SEPOMEX en texto.`,
          );
        }
      }
    }
  } catch (error) {
    if (isZlibError(error)) {
      throw new SepomexFileError('El archivo comprimido (gzip) está dañado o incompleto.');
    }
    throw error;
  }
  if (pending.length > 0) yield decode(Buffer.concat(pending));
}

/** The bytes as they are, or gunzipped when they start with gzip's magic number. */
async function* plainBytes(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  const iterator = chunks[Symbol.asyncIterator]();
  try {
    let head = Buffer.alloc(0);
    while (head.length < ZIP_MAGIC.length) {
      const next = await iterator.next();
      if (next.done) break;
      head = Buffer.concat([head, next.value]);
    }
    if (startsWith(head, ZIP_MAGIC)) {
      // Correos de México hands the catalogue out as CPdescargatxt.zip.
      throw new SepomexFileError(
        'El archivo es un .zip: descomprímalo e importe el CPdescarga.txt que contiene.',
      );
    }
    const all = (async function* () {
      if (head.length > 0) yield head;
      for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
    })();
    if (!startsWith(head, GZIP_MAGIC)) {
      yield* all;
      return;
    }
    const gunzip = createGunzip();
    // pipeline() destroys the gunzip stream with any error of the source or of gunzip itself, so the
    // loop below throws it; the callback has nothing left to do.
    pipeline(Readable.from(all), gunzip, () => undefined);
    yield* gunzip;
  } finally {
    // Stopping early (a bad header, say) must still close the file.
    await iterator.return?.();
  }
}

const startsWith = (bytes: Buffer, magic: readonly number[]) =>
  bytes.length >= magic.length && magic.every((byte, index) => bytes[index] === byte);

function isZlibError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return typeof code === 'string' && code.startsWith('Z_');
}
