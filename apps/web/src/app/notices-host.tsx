// The unstyled build: the default one writes its stylesheet into a `<style>` element at run time, which the
// page's content policy refuses (and reports as an error); the same styles come from the CSS file instead.
import { ToastContainer, Zoom, type CloseButtonProps, type ToastOptions } from 'react-toastify/unstyled';
import { useSyncExternalStore } from 'react';
import 'react-toastify/dist/ReactToastify.css';
import './notices.css';

/**
 * The notices' defaults: top right, light theme, 5 s, draggable, gone at 80 % drag. Here, with the
 * container, rather than in lib/toast.ts, so that the first script does not carry them.
 */
const TOAST_DEFAULTS = {
  position: 'top-right',
  theme: 'light',
  autoClose: 5000,
  draggable: true,
  draggablePercent: 80,
} as const satisfies ToastOptions;

/** The library's own breakpoint, below which a notice takes the screen's whole width. */
const PHONE = '(max-width: 480px)';
// `matchMedia` may be missing (a test's document): then it is not a phone.
const onPhoneChange = (listener: () => void) => {
  const query = typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : undefined;
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};
const onPhone = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;

/** The library's close button (same classes and cross), named in Spanish for screen readers. */
function CloseNotice({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label="Cerrar aviso"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/** Where notices appear; loaded with the first one. Alt+T focuses them, so the keyboard reaches a notice. */
export default function NoticesHost() {
  // At the top of a phone a notice, the screen's whole width, covers a list's first line (the cart's, the
  // line just added): there it goes to the bottom, above the cart's footer when the cart is open. It grows
  // and shrinks where it rests: the library's bounce brought it up from below the screen and took it back
  // down, across 'Pagar', so a tap meant for the button could land on a passing notice.
  const phone = useSyncExternalStore(onPhoneChange, onPhone, () => false);
  return (
    <ToastContainer
      {...TOAST_DEFAULTS}
      {...(phone ? { transition: Zoom } : {})}
      position={phone ? 'bottom-center' : TOAST_DEFAULTS.position}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
      closeButton={CloseNotice}
    />
  );
}
