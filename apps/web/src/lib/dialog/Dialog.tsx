import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useFocusKeptInside, useFocusTrap } from '../focus-trap';
import { CloseIcon } from '../icons';
import './dialog.css';

/**
 * A modal dialog: the page behind is locked, focus stays inside (and comes back when a control that had
 * it is disabled or removed), Escape or the close button close it.
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
  useFocusKeptInside(box);

  // Listened to on the document, not on the dialog: Escape closes it wherever focus is, even on the page's
  // body after a click on the dimmed page behind.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="dialog-overlay">
      <div
        ref={box}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={trapFocus}
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
