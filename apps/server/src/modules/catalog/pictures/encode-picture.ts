import { randomBytes } from 'node:crypto';
import { MAX_PICTURE_MEGAPIXELS, MAX_PICTURE_SIDE, NOT_A_PICTURE } from '@store/contract/admin';
import sharp from 'sharp';
import { HttpError } from '../../../http/errors';
import { decodeHeic } from './decode-heic';
import { isHeic } from './heic-file';

export { NOT_A_PICTURE };
const MAX_PICTURE_PIXELS = MAX_PICTURE_MEGAPIXELS * 1_000_000;

export const pictureTooLarge = (width: number, height: number) =>
  `La imagen es demasiado grande (${width} × ${height} píxeles): a lo más ${MAX_PICTURE_MEGAPIXELS} megapíxeles y ${MAX_PICTURE_SIDE} píxeles por lado. Redúcela y vuelve a subirla.`;

/** The largest side a stored picture keeps: the widest rendition the image route serves. */
const STORED_SIDE = 1600;
/** What sharp reads itself. Its 'heif' is AVIF: its libvips has no HEVC decoder, so HEIC goes by heic-decode. */
const SHARP_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);

export type EncodedPicture = { bytes: Uint8Array; width: number; height: number };

const tooLarge = (width: number, height: number) =>
  width > MAX_PICTURE_SIDE || height > MAX_PICTURE_SIDE || width * height > MAX_PICTURE_PIXELS;

/**
 * An uploaded file becomes a stored picture only after it has been read as a JPEG, PNG, WebP or HEIC (what
 * the browser said it is counts for nothing) of a sane size, and drawn again: the shop never serves the
 * uploaded bytes, so nothing hidden in them (metadata, a location, a second file appended) survives.
 * Transparency is laid on white, as the shop's pictures are, so every rendition looks the same.
 */
export async function encodePicture(
  upload: Buffer,
  notAPicture: string = NOT_A_PICTURE,
): Promise<EncodedPicture> {
  const source = isHeic(upload)
    ? await heicSource(upload, notAPicture)
    : await sharpSource(upload, notAPicture);
  try {
    const { data, info } = await source
      .rotate()
      .resize({ width: STORED_SIDE, height: STORED_SIDE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .webp({ quality: 86 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: new Uint8Array(data), width: info.width, height: info.height };
  } catch {
    // A header that reads well over a body that does not decode (a truncated or forged file).
    throw new HttpError(422, notAPicture);
  }
}

/** A file sharp reads itself, its size told from the header alone, before a single pixel is decoded. */
async function sharpSource(upload: Buffer, notAPicture: string): Promise<sharp.Sharp> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(422, notAPicture);
  }
  if (!metadata.format || !SHARP_FORMATS.has(metadata.format)) throw new HttpError(422, notAPicture);
  const { width, height } = metadata;
  if (!width || !height) throw new HttpError(422, notAPicture);
  if (tooLarge(width, height)) throw new HttpError(422, pictureTooLarge(width, height));
  return sharp(upload, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' });
}

/**
 * A HEIC photo (an iPhone's), decoded by heic-decode into bare pixels, already turned as the photo says,
 * that sharp then draws like any other upload. The same limits hold, read from the file's header.
 */
async function heicSource(upload: Buffer, notAPicture: string): Promise<sharp.Sharp> {
  const decoded = await decodeHeic(upload, { maxSide: MAX_PICTURE_SIDE, maxPixels: MAX_PICTURE_PIXELS });
  if (decoded.kind === 'unreadable') throw new HttpError(422, notAPicture);
  const { width, height } = decoded;
  if (decoded.kind === 'too-large') throw new HttpError(422, pictureTooLarge(width, height));
  return sharp(decoded.rgba, { raw: { width, height, channels: 4 } });
}

/** A fresh public name, never reused: renditions are cached by name for a year. */
export function pictureName(productName: string, productId: number): string {
  const slug = productName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'producto'}-${productId}-${randomBytes(6).toString('hex')}.webp`;
}
