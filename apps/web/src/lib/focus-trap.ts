import { useEffect, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * For panels and dialogs: while `active`, focus moves into `container`, Tab cycles inside it, the page
 * behind does not scroll, and when it closes focus returns to whatever opened it.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
): (event: KeyboardEvent) => void {
  useEffect(() => {
    if (!active) return;
    const opener = document.activeElement;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    container.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => {
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, [active, container]);

  return (event) => {
    if (event.key !== 'Tab' || !container.current) return;
    const focusable = [...container.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
