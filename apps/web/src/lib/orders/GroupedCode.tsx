import { Fragment } from 'react';
import './grouped-code.css';

/**
 * A long number (an OXXO reference, a CLABE) in groups of four, or of `size`, to read it out or type it:
 * the gaps are margins, not spaces, so that selecting and copying it gives the digits alone; a line may
 * break between groups (<wbr>), never inside one.
 */
export function GroupedCode({
  value,
  className,
  size = 4,
}: {
  value: string;
  className?: string;
  size?: number;
}) {
  const groups = value.match(new RegExp(`.{1,${size}}`, 'g')) ?? [];
  return (
    <span className={`grouped-code${className ? ` ${className}` : ''}`}>
      {groups.map((group, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span>{group}</span>
        </Fragment>
      ))}
    </span>
  );
}
