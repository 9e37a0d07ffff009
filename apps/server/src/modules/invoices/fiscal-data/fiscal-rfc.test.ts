import { describe, expect, it } from 'vitest';
import { checkFiscalRfc, RFC_CHECK_DIGIT, RFC_FORMAT, RFC_GENERIC } from './fiscal-rfc';

describe('the RFC of an invoice request', () => {
  it('takes SAT’s test company and a person, written as people write them', () => {
    expect(checkFiscalRfc('EKU9003173C9')).toEqual({ rfc: 'EKU9003173C9', kind: 'moral' });
    expect(checkFiscalRfc(' cosc-800113-7na ')).toEqual({ rfc: 'COSC8001137NA', kind: 'fisica' });
  });

  it('refuses a wrong check digit, a wrong shape or date, and the generic RFCs, each with its reason', () => {
    expect(checkFiscalRfc('EKU9003173C8')).toEqual({ error: RFC_CHECK_DIGIT });
    expect(checkFiscalRfc('EKU900317')).toEqual({ error: RFC_FORMAT });
    expect(checkFiscalRfc('AAA991332AA1')).toEqual({ error: RFC_FORMAT });
    expect(checkFiscalRfc('XAXX010101000')).toEqual({ error: RFC_GENERIC });
    expect(checkFiscalRfc('xexx010101000')).toEqual({ error: RFC_GENERIC });
  });
});
