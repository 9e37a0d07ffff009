import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { returnedLineRefundCents } from './index';

describe('the refund of returned units', () => {
  it('shares a promotion that does not divide evenly without losing a centavo', () => {
    // Three boots at $2,499 with $1.00 off the line: $7,496.00 paid.
    const line = { paidCents: 3 * 2499_00 - 1_00, units: 3 };
    expect(returnedLineRefundCents(line, 1)).toBe(2498_66);
    expect(returnedLineRefundCents(line, 1, 1)).toBe(2498_67);
    expect(returnedLineRefundCents(line, 1, 2)).toBe(2498_67);
    expect(returnedLineRefundCents(line, 2)).toBe(4997_33);
    expect(returnedLineRefundCents(line, 3)).toBe(line.paidCents);
  });

  it('gives nothing for no units, nor beyond the units the line sold', () => {
    const line = { paidCents: 1000_00, units: 2 };
    expect(returnedLineRefundCents(line, 0)).toBe(0);
    expect(returnedLineRefundCents(line, 1, 2)).toBe(0);
    expect(returnedLineRefundCents(line, 5)).toBe(1000_00);
    expect(returnedLineRefundCents({ paidCents: 0, units: 0 }, 1)).toBe(0);
  });
});

const paidLine = fc.record({
  paidCents: fc.integer({ min: 0, max: 100_000_000 }),
  units: fc.integer({ min: 1, max: 200 }),
});

describe('the refund of returned units, for any line', () => {
  it('returned one unit at a time adds up to what was paid, each unit within a centavo of the others', () => {
    fc.assert(
      fc.property(paidLine, (line) => {
        const units = Array.from({ length: line.units }, (_, before) =>
          returnedLineRefundCents(line, 1, before),
        );
        expect(units.reduce((sum, cents) => sum + cents, 0)).toBe(line.paidCents);
        const share = Math.floor(line.paidCents / line.units);
        for (const cents of units) expect([share, share + 1]).toContain(cents);
      }),
    );
  });

  it('returned in any requests adds up to what was paid and never more at any step', () => {
    fc.assert(
      fc.property(
        paidLine.chain((line) =>
          fc.tuple(fc.constant(line), fc.array(fc.integer({ min: 1, max: line.units }), { minLength: 1 })),
        ),
        ([line, requests]) => {
          let before = 0;
          let refunded = 0;
          for (const asked of requests) {
            const returned = Math.min(asked, line.units - before);
            const cents = returnedLineRefundCents(line, returned, before);
            expect(Number.isInteger(cents)).toBe(true);
            expect(cents).toBeGreaterThanOrEqual(0);
            // Never above the units' share of the line, rounded up.
            expect(cents * line.units).toBeLessThanOrEqual(line.paidCents * returned + line.units);
            refunded += cents;
            before += returned;
            expect(refunded).toBeLessThanOrEqual(line.paidCents);
          }
          const rest = returnedLineRefundCents(line, line.units - before, before);
          expect(refunded + rest).toBe(line.paidCents);
        },
      ),
    );
  });
});
