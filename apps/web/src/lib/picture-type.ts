/**
 * The type a chosen picture is checked and sent under. Some browsers (Chrome on Windows) give a HEIC file
 * no type at all, so its name's extension tells; the server reads the bytes anyway and has the last word.
 */
export function pictureTypeOf(file: File): string {
  if (file.type !== '') return file.type;
  if (/\.heic$/i.test(file.name)) return 'image/heic';
  if (/\.heif$/i.test(file.name)) return 'image/heif';
  return '';
}

/** What a file field offers: the types, and the HEIC extensions for the browsers that type them not. */
export const pictureAccept = (types: readonly string[]) => [...types, '.heic', '.heif'].join(',');
