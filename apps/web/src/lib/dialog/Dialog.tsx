import { useId, useRef, type ReactNode } from 'react';
import { useFocusTrap } from '../focus-trap';
import { CloseIcon } from '../icons';
import './dialog.css';

/**
 * A modal dialog: the page behind is locked, focus stays inside, Escape or the close button
 * ('Close Modal', as the spec labels it) close it.
 */
export function Dialog({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const trapFocus = useFocusTrap(box, true);
  return (
    <div className="dialog-overlay">
      <div
        ref={box}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onClose();
          else trapFocus(event);
        }}
      >
        <div className="dialog-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="dialog-close" aria-label="Close Modal" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
