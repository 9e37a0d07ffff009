import { useActivePromotions } from '../../../lib/cart/promotions';
import { useStripLines } from '../api/get-strip';

/**
 * The line under the home's rows: the owner's lasting lines ('Portada'), then the promotions running now.
 * An offer is promised only while it runs, never as stored text. Its own chunk: below the fold, and the
 * promotions' read would not fit the first script's budget.
 */
export function PromiseStrip() {
  const lines = useStripLines().data ?? [];
  const running = useActivePromotions().data ?? [];
  // A promotion named as a lasting line is said once.
  const shown = [...new Set([...lines, ...running.map((promotion) => promotion.name)])];
  if (shown.length === 0) return null;
  return (
    <ul className="banner-line" aria-label="Nuestra promesa">
      {shown.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
