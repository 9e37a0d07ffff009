import './discount-badge.css';

/**
 * The spec's '{n}% OFF' of a discounted line, in the cart panel and the payment summary: one piece that
 * moves to the next line whole rather than leave 'OFF' alone under the number on a phone.
 */
export function DiscountBadge({ percentage, className }: { percentage: number; className: string }) {
  return <span className={`discount-badge ${className}`}>{percentage}% OFF</span>;
}
