import { describe, expect, it } from 'vitest';
import { clabeCheckDigit, isClabe } from '@store/contract';
import { BANAMEX, newClabe } from './clabe';

describe('CLABE', () => {
  it('checks the digit as Banxico does (weights 3, 7, 1 over the first 17 digits)', () => {
    // Banxico's own example account, and one with its last digit changed.
    expect(clabeCheckDigit('00201007777777777')).toBe(1);
    expect(isClabe('002010077777777771')).toBe(true);
    expect(isClabe('002010077777777772')).toBe(false);
    expect(isClabe('00201007777777777')).toBe(false);
    expect(isClabe('00201007777777777a')).toBe(false);
  });

  it('makes 18-digit Banamex accounts that always pass, and catches any one digit changed', () => {
    for (let round = 0; round < 200; round += 1) {
      const clabe = newClabe();
      expect(clabe).toMatch(/^\d{18}$/);
      expect(clabe.startsWith(BANAMEX.code)).toBe(true);
      expect(isClabe(clabe), clabe).toBe(true);
      const position = round % 17;
      const changed = (Number(clabe[position]) + 1 + (round % 9)) % 10;
      const typo = `${clabe.slice(0, position)}${changed}${clabe.slice(position + 1)}`;
      if (typo !== clabe) expect(isClabe(typo), typo).toBe(false);
    }
  });
});
