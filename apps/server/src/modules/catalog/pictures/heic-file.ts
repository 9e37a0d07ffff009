/** The major brands of HEIF files whose pictures are HEVC (an iPhone's 'heic'), and the generic ones. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs']);
const GENERIC_BRANDS = new Set(['mif1', 'msf1']);
/** AV1 in a HEIF file (AVIF): sharp decodes these itself. */
const AV1_BRANDS = new Set(['avif', 'avis']);

/**
 * Whether the bytes are a HEIC photo, told by the file's own `ftyp` box and never by the type or the
 * name the browser sent. A file whose brand is only the generic 'mif1' or 'msf1' counts unless it also
 * names an AV1 brand: sharp's libvips reads AVIF but has no HEVC decoder, so only HEVC goes elsewhere.
 */
export function isHeic(bytes: Uint8Array): boolean {
  if (bytes.length < 16) return false;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const brandAt = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (brandAt(4) !== 'ftyp') return false;
  const major = brandAt(8);
  if (HEVC_BRANDS.has(major)) return true;
  if (!GENERIC_BRANDS.has(major)) return false;
  // The compatible brands follow the minor version, four bytes each, to the end of the box.
  const boxEnd = Math.min(view.getUint32(0), bytes.length);
  for (let offset = 16; offset + 4 <= boxEnd; offset += 4) {
    if (AV1_BRANDS.has(brandAt(offset))) return false;
  }
  return true;
}
