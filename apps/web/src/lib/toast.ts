import { toast, type ToastOptions } from 'react-toastify';

/** The spec's notice defaults (section 9): top right, light theme, 5 s, draggable, gone at 80 % drag. */
export const TOAST_DEFAULTS = {
  position: 'top-right',
  theme: 'light',
  autoClose: 5000,
  draggable: true,
  draggablePercent: 80,
} as const satisfies ToastOptions;

export const notifyError = (message: string, autoClose?: number) =>
  toast.error(message, autoClose ? { autoClose } : {});
export const notifySuccess = (message: string, autoClose?: number) =>
  toast.success(message, autoClose ? { autoClose } : {});
export const notifyWarning = (message: string, autoClose?: number) =>
  toast.warning(message, autoClose ? { autoClose } : {});
export const notifyInfo = (message: string, autoClose?: number) =>
  toast.info(message, autoClose ? { autoClose } : {});
