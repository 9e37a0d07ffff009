import { starsText } from '@store/contract';
import './stars.css';

/**
 * Stars filled to `value` (0–5, halves and tenths shown as a partly filled star), read aloud as
 * '4.5 de 5 estrellas'. Drawn with text, so no picture or icon code is loaded for them.
 */
export function Stars({ value, size = 'small' }: { value: number; size?: 'small' | 'large' }) {
  const percent = `${Math.max(0, Math.min(5, value)) * 20}%`;
  return (
    <span className={`stars stars-${size}`} role="img" aria-label={starsText(value)}>
      <span className="stars-empty" aria-hidden="true">
        ★★★★★
      </span>
      <span className="stars-filled" aria-hidden="true" style={{ width: percent }}>
        ★★★★★
      </span>
    </span>
  );
}
