/**
 * A browser moves focus to the page's body when the focused control becomes disabled; jsdom leaves it on
 * the disabled control. Tests of what a shopper meets after that call this to have jsdom do as Chromium
 * does; the returned function stops it.
 */
export function dropFocusFromDisabledControls(): () => void {
  const observer = new MutationObserver(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLButtonElement || focused instanceof HTMLInputElement) || !focused.disabled)
      return;
    // jsdom ignores blur() on a disabled control: enabled for a moment, it lets go of focus.
    focused.disabled = false;
    focused.blur();
    focused.disabled = true;
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['disabled'], subtree: true });
  return () => observer.disconnect();
}
