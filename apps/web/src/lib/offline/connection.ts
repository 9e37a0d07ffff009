/*
 * Whether the last thing that needed the network found none: a call to the API or a part's code that
 * could not be fetched. The page says so in one notice (app/OfflineNotice), which is in the first script
 * so that it never needs a chunk it could not load.
 */
let offline = false;
const listeners = new Set<() => void>();

function set(value: boolean): void {
  if (offline === value) return;
  offline = value;
  for (const listener of listeners) listener();
}

export const connection = {
  offline: () => offline,
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** Something needed the network and found none. */
export const reportNoConnection = () => set(true);
/** An answer arrived: the notice goes. */
export const reportConnected = () => set(false);

// The browser's word that the signal is back; an answer from the server is the other.
window.addEventListener('online', reportConnected);
