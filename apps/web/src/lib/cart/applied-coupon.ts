import { checkedCoupon, couponCheckResponse, type CheckedCoupon } from '@store/contract';
import { toCentavos, type CouponRule } from '@store/money';
import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { request } from '../api';
import { createStoredStore } from '../external-store';
import { readStored, writeStored } from '../storage';

const COUPON_KEY = 'coupon';
const stored = z.object({ coupon: z.nullable(checkedCoupon) });

function load(): CheckedCoupon | null {
  const parsed = stored.safeParse(readStored(COUPON_KEY));
  return parsed.success ? parsed.data.coupon : null;
}

const store = createStoredStore<CheckedCoupon | null>(
  COUPON_KEY,
  typeof window === 'undefined' ? null : load(),
  load,
);

function setCoupon(coupon: CheckedCoupon | null): void {
  writeStored(COUPON_KEY, { coupon });
  store.set(coupon);
}

/**
 * The discount code the shopper applied, kept with the cart (in this browser, across tabs) so the payment
 * page shows and sends the one the cart showed. The server checks it again at 'Pagar'.
 */
export const appliedCoupon = {
  /** Asks the shop whether the code runs and has a use left; kept when it does (an `ApiError` if not). */
  apply: async (code: string): Promise<CheckedCoupon> => {
    const answer = await request('/coupons/check', couponCheckResponse, { method: 'POST', json: { code } });
    setCoupon(answer.coupon);
    return answer.coupon;
  },
  remove: () => setCoupon(null),
};

export const useAppliedCoupon = (): CheckedCoupon | null =>
  useSyncExternalStore(store.subscribe, store.get, store.get);

/** The code as the API answers it (pesos) as the money rule takes it (centavos). */
export const toCouponRule = (coupon: CheckedCoupon): CouponRule => ({
  code: coupon.code,
  kind: coupon.kind,
  percentOff: coupon.percent_off,
  amountCents: coupon.amount_off === null ? null : toCentavos(coupon.amount_off),
  minimumPurchaseCents: coupon.minimum_purchase === null ? null : toCentavos(coupon.minimum_purchase),
  productIds: coupon.product_ids,
});
