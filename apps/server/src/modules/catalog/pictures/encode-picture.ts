import { randomBytes } from 'node:crypto';
import { MAX_PICTURE_MEGAPIXELS, MAX_PICTURE_SIDE } from '@store/contract/admin';
import sharp from 'sharp';
import { HttpError } from '../../../http/errors';

export const NOT_A_PICTURE = 'El archivo no es una imagen JPEG, PNG o WebP.';
const MAX_PICTURE_PIXELS = MAX_PICTURE_MEGAPIXELS * 1_000_000;

export const pictureTooLarge = (width: number, height: number) =>
  `La imagen es demasiado grande (${width} × ${height} píxeles): a lo más ${MAX_PICTURE_MEGAPIXELS} megapíxeles y ${MAX_PICTURE_SIDE} píxeles por lado. Redúcela y vuelve a subirla.`;

/** The largest side a stored picture keeps: the widest rendition the image route serves. */
const STORED_SIDE = 1600;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Shoppers' photos also come from iPhones, whose camera writes HEIC (sharp reads it as 'heif'). */
export const SHOPPER_PHOTO_FORMATS = new Set([...ACCEPTED_FORMATS, 'heif']);

export type EncodedPicture = { bytes: Uint8Array; width: number; height: number };

/**
 * An uploaded file becomes a stored picture only after sharp has read it as a JPEG, PNG or WebP (what the
 * browser said it is counts for nothing) of a sane size, and has drawn it again: the shop never serves
 * the uploaded bytes, so nothing hidden in them (metadata, a location, a second file appended) survives.
 * Transparency is laid on white, as the shop's pictures are, so every rendition looks the same.
 */
export async function encodePicture(
  upload: Buffer,
  formats: ReadonlySet<string> = ACCEPTED_FORMATS,
  notAPicture: string = NOT_A_PICTURE,
): Promise<EncodedPicture> {
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(upload, { limitInputPixels: false }).metadata();
  } catch {
    throw new HttpError(422, notAPicture);
  }
  if (!metadata.format || !formats.has(metadata.format)) throw new HttpError(422, notAPicture);
  const { width, height } = metadata;
  if (!width || !height) throw new HttpError(422, notAPicture);
  // Told from the header alone, before a single pixel is decoded.
  if (width > MAX_PICTURE_SIDE || height > MAX_PICTURE_SIDE || width * height > MAX_PICTURE_PIXELS)
    throw new HttpError(422, pictureTooLarge(width, height));
  try {
    const { data, info } = await sharp(upload, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error' })
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
