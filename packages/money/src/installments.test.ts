import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  INSTALLMENT_MONTHS,
  installmentPlans,
  installmentText,
  longestInstallmentPlan,
  type InstallmentMonths,
} from './index';

const ALL = INSTALLMENT_MONTHS;

describe('meses sin intereses', () => {
  it('offers each plan from $100 a month: 3 from $300 … 24 from $2,400', () => {
    expect(installmentPlans(299_99, ALL)).toEqual([]);
    expect(installmentPlans(300_00, ALL)).toEqual([{ months: 3, monthlyCents: 100_00 }]);
    expect(installmentPlans(2_399_99, ALL).map((plan) => plan.months)).toEqual([3, 6, 9, 12, 18]);
    expect(installmentPlans(2_400_00, ALL).map((plan) => plan.months)).toEqual([3, 6, 9, 12, 18, 24]);
  });

  it('reads a $5,000 pair of boots as "6 meses de $833.33" and up to the longest plan the shop offers', () => {
    expect(installmentPlans(5_000_00, [6])).toEqual([{ months: 6, monthlyCents: 833_33 }]);
    expect(longestInstallmentPlan(5_000_00, [12, 3, 6])).toEqual({ months: 12, monthlyCents: 416_67 });
    expect(longestInstallmentPlan(5_000_00, [])).toBeNull();
    expect(longestInstallmentPlan(250_00, ALL)).toBeNull();
    expect(installmentText(5_000_00, 6)).toBe('6 meses sin intereses de $833.33');
  });

  it('never charges a month more than a centavo off its share, and the plans come shortest first', () => {
    const offered = fc.subarray([...ALL] as InstallmentMonths[]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), offered, (total, plans) => {
        const found = installmentPlans(total, plans);
        for (const plan of found) {
          expect(Number.isInteger(plan.monthlyCents)).toBe(true);
          expect(Math.abs(plan.monthlyCents * plan.months - total)).toBeLessThanOrEqual(plan.months / 2);
          expect(total).toBeGreaterThanOrEqual(plan.months * 100_00);
        }
        expect(found.map((plan) => plan.months)).toEqual(
          found.map((plan) => plan.months).toSorted((a, b) => a - b),
        );
      }),
    );
  });
});
