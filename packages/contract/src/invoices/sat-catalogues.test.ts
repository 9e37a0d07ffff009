import { describe, expect, it } from 'vitest';
import { CFDI_USES, regimesFor, TAX_REGIMES, taxpayerKindOf, usesFor } from './sat-catalogues';

const codes = (items: { code: string }[]) => items.map((item) => item.code);

describe("SAT's catalogues for an invoice request", () => {
  it('tell a person from a company by the RFC’s length', () => {
    expect(taxpayerKindOf('EKU9003173C9')).toBe('moral');
    expect(taxpayerKindOf('XAXX010101000')).toBe('fisica');
    expect(taxpayerKindOf('EKU9003173')).toBeUndefined();
  });

  it('offer a company only the régimenes of personas morales, and a person only theirs', () => {
    expect(codes(regimesFor('moral'))).toEqual(['601', '603', '610', '620', '622', '623', '624', '626']);
    expect(codes(regimesFor('fisica'))).toEqual([
      '605',
      '606',
      '607',
      '608',
      '610',
      '611',
      '612',
      '614',
      '615',
      '616',
      '621',
      '625',
      '626',
    ]);
    expect(new Set(codes([...TAX_REGIMES])).size).toBe(TAX_REGIMES.length);
  });

  it('offer the usos SAT allows for each régimen', () => {
    // SAT's test taxpayer EKU9003173C9 (601) buying boots for the business: G01 or G03.
    expect(codes(usesFor('601'))).toEqual(expect.arrayContaining(['G01', 'G03', 'S01']));
    expect(codes(usesFor('601'))).not.toContain('D01');
    // A person without tax obligations (616) can only ask for an invoice without tax effect or a return.
    expect(codes(usesFor('616'))).toEqual(['G02', 'S01']);
    // A salaried person (605) cannot deduct purchases, only personal deductions.
    expect(codes(usesFor('605'))).not.toContain('G03');
    expect(codes(usesFor('605'))).toContain('D01');
    expect(codes([...CFDI_USES])).not.toContain('CP01');
    for (const use of CFDI_USES) {
      for (const regime of use.regimes) expect(codes([...TAX_REGIMES])).toContain(regime);
    }
  });
});
