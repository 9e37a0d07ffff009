/*
 * Whether the last thing that needed the network found none: a call to the API or a part's code that
 * could not be fetched. The page says so in one notice (app/OfflineNotice), which is in the first script
 * so that it never needs a chunk it could not load.
 */
let offline = false;
const listeners = new Set<() => void>();
/** Requests numbered as they are sent, and the number of the last one that found no network. */
let sent = 0;
let failed = 0;

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

/** A request leaves: its number tells, when it ends, whether it was sent before or after a failure. */
export const sending = () => ++sent;

/** Something needed the network and found none (the request numbered `request`, or something now). */
export function reportNoConnection(request = sending()): void {
  failed = Math.max(failed, request);
  set(true);
}

/**
 * An answer arrived: the notice goes, unless it answers a request sent before the last one that failed.
 * Such a late answer left while the signal was still there and says nothing of it now.
 */
export function reportConnected(request = sending()): void {
  if (request < failed) return;
  set(false);
}

// The browser's word that the signal is back; an answer from the server is the other.
window.addEventListener('online', () => reportConnected());
