import { readFile } from 'node:fs/promises';

/**
 * A HEIC photo as an iPhone stores a portrait one (see README.md beside it): the picture coded
 * landscape, 64 × 48, with an `irot` that turns it a quarter to the right, so it shows 48 × 64; a red
 * top half and a blue bottom one once turned, a green band down the right side. Its EXIF names the
 * camera (Telefono, Modelo X) and where it was taken (GPS, Chihuahua), and says 'Rotate 90 CW' too,
 * which a reader of HEIC must not apply a second time.
 */
export const heicPhoto = () => readFile(new URL('./iphone-portrait.heic', import.meta.url));
export const HEIC_PHOTO_SIZE = { width: 48, height: 64 };
