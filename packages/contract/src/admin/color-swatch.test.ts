import { describe, expect, it } from 'vitest';
import { guessSwatch } from './color-swatch';

describe('guessSwatch', () => {
  it('guesses the swatch from the colour names the shop sells, accents and capitals aside', () => {
    expect(guessSwatch('Café')).toBe('#6f4e37');
    expect(guessSwatch('cafe')).toBe('#6f4e37');
    expect(guessSwatch('HUESO')).toBe('#e9e0c9');
    expect(guessSwatch('Miel')).toBe('#c68a2e');
    expect(guessSwatch('Tabaco')).toBe('#7a4a26');
    expect(guessSwatch('Vino')).toBe('#722f37');
    expect(guessSwatch('Negro')).toBe('#111111');
  });

  it('reads the first known word of a shaded name', () => {
    expect(guessSwatch('Azul marino')).toBe('#1f4e8c');
    expect(guessSwatch('Gris Oxford')).toBe('#808080');
    expect(guessSwatch('Tono arena')).toBe('#d8c39a');
  });

  it('says nothing for a name it does not know', () => {
    expect(guessSwatch('Ónix')).toBeUndefined();
    expect(guessSwatch('')).toBeUndefined();
  });
});
