import {
  MAX_REVIEW_PHOTO_BYTES,
  PHOTO_NOT_A_PICTURE,
  PHOTO_TOO_BIG,
  REVIEW_PHOTO_TYPES,
} from '@store/contract';
import { pictureTypeOf } from '../../lib/picture-type';

/** What the page can tell of a chosen file before sending it: too big, or plainly not a picture. */
export function photoRefusal(file: File): string | undefined {
  if (file.size > MAX_REVIEW_PHOTO_BYTES) return PHOTO_TOO_BIG;
  return (REVIEW_PHOTO_TYPES as readonly string[]).includes(pictureTypeOf(file))
    ? undefined
    : PHOTO_NOT_A_PICTURE;
}
