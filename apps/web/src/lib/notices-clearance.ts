import { useEffect, type RefObject } from 'react';

/** The CSS variable the notices' container, on a phone, keeps its bottom above (app/notices.css). */
export const NOTICES_BOTTOM_VAR = '--notices-bottom';

/**
 * On a phone the notices sit at the bottom of the screen, where they cover no first line of a list; while
 * `element` is shown (the cart's 'Pagar'), they sit above it instead, so a notice does not hold back the
 * button the shopper is about to press either.
 */
export function useNoticesAbove(element: RefObject<HTMLElement | null>, shown: boolean): void {
  useEffect(() => {
    const box = element.current;
    if (!shown || !box) return;
    const root = document.documentElement.style;
    const lift = () =>
      root.setProperty(
        NOTICES_BOTTOM_VAR,
        `${Math.max(0, window.innerHeight - box.getBoundingClientRect().top)}px`,
      );
    lift();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(lift);
    observer?.observe(box);
    window.addEventListener('resize', lift);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', lift);
      root.removeProperty(NOTICES_BOTTOM_VAR);
    };
  }, [element, shown]);
}
