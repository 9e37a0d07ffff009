/**
 * A first swatch for a colour the owner names, so that a new 'Café' is not shown black until someone
 * picks it by hand. The words boots and hats are sold in (hueso, miel, tabaco…); the owner can still
 * pick any other swatch. One table for the editor and anything on the server that creates colours.
 */
const SWATCHES: Readonly<Record<string, string>> = {
  negro: '#111111',
  blanco: '#f8f8f5',
  hueso: '#e9e0c9',
  crema: '#f2e6c8',
  arena: '#d8c39a',
  beige: '#d9c3a0',
  camel: '#b5835a',
  miel: '#c68a2e',
  cafe: '#6f4e37',
  chocolate: '#4e2f1e',
  tabaco: '#7a4a26',
  cognac: '#9a4a1c',
  cognag: '#9a4a1c',
  coñac: '#9a4a1c',
  vino: '#722f37',
  tinto: '#722f37',
  rojo: '#c0392b',
  rosa: '#e59aae',
  naranja: '#e67e22',
  amarillo: '#f1c40f',
  mostaza: '#c9a227',
  verde: '#3d7a3d',
  olivo: '#6b6b2f',
  azul: '#1f4e8c',
  marino: '#1b2a4a',
  mezclilla: '#3b5b85',
  gris: '#808080',
  plata: '#c0c0c0',
  dorado: '#c9a43a',
  oro: '#c9a43a',
  morado: '#6c3483',
};

const plain = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const PLAIN_SWATCHES = new Map(Object.entries(SWATCHES).map(([word, hex]) => [plain(word), hex]));

/**
 * The swatch a colour's name suggests, by its first word the table knows ('Café oscuro', 'Azul marino':
 * the first word names the colour, the rest shades it), accents and capitals aside; undefined when no
 * word is known, so the caller keeps what it had.
 */
export function guessSwatch(name: string): string | undefined {
  for (const word of plain(name).split(/[^a-zñ]+/)) {
    const hex = PLAIN_SWATCHES.get(word);
    if (hex) return hex;
  }
  return undefined;
}

/** A neutral grey for a name the table does not know: not black, which reads as a real colour. */
export const UNKNOWN_SWATCH = '#9e9e9e';
