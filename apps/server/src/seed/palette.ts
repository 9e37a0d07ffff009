/** Colour names a Mexican western-wear shop uses, with the hex each picture is drawn in. */
export const PALETTE = {
  Café: '#5a3a22',
  Miel: '#b5772f',
  Negro: '#1b1b1b',
  Tabaco: '#7b4a2a',
  Chocolate: '#3d2417',
  Camel: '#b58552',
  Arena: '#c8b08a',
  Hueso: '#efe6d2',
  Blanco: '#ffffff',
  Vino: '#6d1f2a',
  Rojo: '#a32424',
  'Azul marino': '#1f2f4f',
  'Azul cielo': '#7fa7cf',
  Mezclilla: '#3b5a7a',
  'Mezclilla clara': '#6d8db0',
  Gris: '#6b6b6b',
  'Verde olivo': '#5b5e2e',
  Turquesa: '#2a9d9a',
  Rosa: '#d98ca0',
  Mostaza: '#c9a227',
  Plata: '#b8bcc2',
  Dorado: '#c9a54a',
  Ámbar: '#c77d1a',
} as const;

export type ColorName = keyof typeof PALETTE;
