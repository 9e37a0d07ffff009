import {
  MAX_REVIEW_PHOTO_BYTES,
  PHOTO_NOT_A_PICTURE,
  PHOTO_TOO_BIG,
  REVIEW_PHOTO_TYPES,
} from '@store/contract';

/**
 * What the page can tell of a chosen file before sending it: too big, or plainly not a picture. Some
 * browsers give HEIC files no type, so the name's extension is asked too; the server reads the bytes
 * anyway and has the last word.
 */
export function photoRefusal(file: File): string | undefined {
  if (file.size > MAX_REVIEW_PHOTO_BYTES) return PHOTO_TOO_BIG;
  const typed = (REVIEW_PHOTO_TYPES as readonly string[]).includes(file.type);
  const heicByName = file.type === '' && /\.(heic|heif)$/i.test(file.name);
  return typed || heicByName ? undefined : PHOTO_NOT_A_PICTURE;
}
