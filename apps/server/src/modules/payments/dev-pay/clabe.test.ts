import { describe, expect, it } from 'vitest';
import { BANAMEX, clabeCheckDigit, isValidClabe, newClabe } from './clabe';

describe('CLABE', () => {
  it('checks the digit as Banxico does (weights 3, 7, 1 over the first 17 digits)', () => {
    // Banxico's own example account, and one with its last digit changed.
    expect(clabeCheckDigit('00201007777777777')).toBe(1);
    expect(isValidClabe('002010077777777771')).toBe(true);
    expect(isValidClabe('002010077777777772')).toBe(false);
    expect(isValidClabe('00201007777777777')).toBe(false);
    expect(isValidClabe('00201007777777777a')).toBe(false);
  });

  it('makes 18-digit Banamex accounts that always pass, and catches any one digit changed', () => {
    for (let round = 0; round < 200; round += 1) {
      const clabe = newClabe();
      expect(clabe).toMatch(/^\d{18}$/);
      expect(clabe.startsWith(BANAMEX.code)).toBe(true);
      expect(isValidClabe(clabe), clabe).toBe(true);
      const position = round % 17;
      const changed = (Number(clabe[position]) + 1 + (round % 9)) % 10;
      const typo = `${clabe.slice(0, position)}${changed}${clabe.slice(position + 1)}`;
      if (typo !== clabe) expect(isValidClabe(typo), typo).toBe(false);
    }
  });
});
