// The unstyled build: the default one writes its stylesheet into a `<style>` element at run time, which the
// page's content policy refuses (and reports as an error); the same styles come from the CSS file instead.
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled';
import 'react-toastify/dist/ReactToastify.css';
import { TOAST_DEFAULTS } from '../lib/toast';

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
  return (
    <ToastContainer
      {...TOAST_DEFAULTS}
      hotKeys={(event) => event.altKey && event.code === 'KeyT'}
      closeButton={CloseNotice}
    />
  );
}
