import { onStoredChange } from './storage';

/**
 * A tiny store kept in sync with localStorage across tabs: React reads it with useSyncExternalStore.
 * `reload` reads the stored value again when another tab writes the key.
 */
export function createStoredStore<State>(key: string, initial: State, reload: (current: State) => State) {
  let state = initial;
  const listeners = new Set<() => void>();
  let stopWatching: (() => void) | undefined;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    get: () => state,
    set: (next: State) => {
      state = next;
      notify();
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      stopWatching ??= onStoredChange(key, () => {
        state = reload(state);
        notify();
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          stopWatching?.();
          stopWatching = undefined;
        }
      };
    },
  };
}
