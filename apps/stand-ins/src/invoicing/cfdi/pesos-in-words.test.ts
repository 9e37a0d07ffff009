import { describe, expect, it } from 'vitest';
import { pesosInWords } from './pesos-in-words';

describe('an amount in words, as under an invoice’s total', () => {
  it.each([
    [3147_80, 'TRES MIL CIENTO CUARENTA Y SIETE PESOS 80/100 M.N.'],
    [1_00, 'UN PESO 00/100 M.N.'],
    [50, 'CERO PESOS 50/100 M.N.'],
    [100_00, 'CIEN PESOS 00/100 M.N.'],
    [115_00, 'CIENTO QUINCE PESOS 00/100 M.N.'],
    [21_000_00, 'VEINTIÚN MIL PESOS 00/100 M.N.'],
    [1_000_00, 'MIL PESOS 00/100 M.N.'],
    [999_999_99, 'NOVECIENTOS NOVENTA Y NUEVE MIL NOVECIENTOS NOVENTA Y NUEVE PESOS 99/100 M.N.'],
    [1_000_000_00, 'UN MILLÓN DE PESOS 00/100 M.N.'],
    [2_001_016_05, 'DOS MILLONES MIL DIECISÉIS PESOS 05/100 M.N.'],
  ])('%i centavos: %s', (centavos, words) => {
    expect(pesosInWords(centavos)).toBe(words);
  });
});
