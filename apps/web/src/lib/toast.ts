/*
 * The notices library (≈ 10 KB of compressed script and its styles) is fetched with the first notice, not
 * with every page: most visits never show one. Notices asked for before it arrives are queued by the
 * library and shown as soon as its container is mounted.
 */
const library = () => import('react-toastify/unstyled');

let noticesWanted = false;
const listeners = new Set<() => void>();

/** Whether the notices' container should be on the page yet (read by the app with useSyncExternalStore). */
export const notices = {
  wanted: () => noticesWanted,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function show(kind: 'error' | 'success' | 'warning' | 'info', message: string, autoClose?: number): void {
  if (!noticesWanted) {
    noticesWanted = true;
    for (const listener of listeners) listener();
  }
  library()
    .then(({ toast }) => toast[kind](message, autoClose ? { autoClose } : {}))
    .catch((error: unknown) => console.error('No se pudo mostrar el aviso', message, error));
}

export const notifyError = (message: string, autoClose?: number) => show('error', message, autoClose);
export const notifySuccess = (message: string, autoClose?: number) => show('success', message, autoClose);
export const notifyWarning = (message: string, autoClose?: number) => show('warning', message, autoClose);
export const notifyInfo = (message: string, autoClose?: number) => show('info', message, autoClose);
