import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

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

/**
 * For dialogs whose controls change while they are open: a focused button that gets disabled (a save
 * button while its call runs) or removed drops focus to the page's body, where Tab and Escape no longer
 * reach the dialog. After each render, focus that fell out comes back: to the control that last had it
 * once it can take focus again, else to the first control inside.
 */
export function useFocusKeptInside(container: RefObject<HTMLElement | null>): void {
  const lastFocused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const box = container.current;
    if (!box) return;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) lastFocused.current = event.target;
    };
    box.addEventListener('focusin', remember);
    return () => box.removeEventListener('focusin', remember);
  }, [container]);

  useEffect(() => {
    const box = container.current;
    const focused = document.activeElement;
    if (!box || (focused !== null && focused !== document.body)) return;
    const last = lastFocused.current;
    const target =
      last && box.contains(last) && last.matches(FOCUSABLE)
        ? last
        : box.querySelector<HTMLElement>(FOCUSABLE);
    target?.focus();
  });
}
