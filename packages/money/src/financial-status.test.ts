import { describe, expect, it } from 'vitest';
import { financialStatus, netCents } from './financial-status';

describe('financialStatus', () => {
  it('is nothing before money came', () => {
    expect(financialStatus({ chargedCents: 0, refundedCents: 0 })).toBeNull();
  });
  it('is paid, partly refunded, then refunded as refunds add up', () => {
    expect(financialStatus({ chargedCents: 129_800, refundedCents: 0 })).toBe('Pagado');
    expect(financialStatus({ chargedCents: 129_800, refundedCents: 1 })).toBe('Reembolsado parcialmente');
    expect(financialStatus({ chargedCents: 129_800, refundedCents: 129_799 })).toBe(
      'Reembolsado parcialmente',
    );
    expect(financialStatus({ chargedCents: 129_800, refundedCents: 129_800 })).toBe('Reembolsado');
  });
  it('nets to the centavo', () => {
    expect(netCents({ chargedCents: 129_800, refundedCents: 39_800 })).toBe(90_000);
  });
});
