import { addBusinessDays } from '../lib/business-days';
import { shopClock } from '../lib/shop-day';

/**
 * For tests that drive a return's window by moving an order's delivery: the latest delivery day (shop's
 * time) whose fifth business day is already over, so that today is at least the sixth; and the day after
 * it, whose window is still open today.
 */
export function lastClosedDeliveryDay(now = new Date()): { closed: string; open: string; deadline: string } {
  const today = shopClock(now).day;
  let open = today;
  for (;;) {
    const before = new Date(`${open}T12:00:00Z`);
    before.setUTCDate(before.getUTCDate() - 1);
    const closed = before.toISOString().slice(0, 10);
    if (addBusinessDays(closed, 5) < today) return { closed, open, deadline: addBusinessDays(closed, 5) };
    open = closed;
  }
}
