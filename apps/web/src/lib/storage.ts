/**
 * localStorage that never breaks the shop: private modes, full quotas and blocked storage only log
 * to the console, since the shopper can do nothing about them.
 */
export function readStored(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    console.error(`No se pudo leer "${key}" del almacenamiento del navegador`, error);
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`No se pudo guardar "${key}" en el almacenamiento del navegador`, error);
  }
}

/** Calls `listener` when another tab changes `key`. */
export function onStoredChange(key: string, listener: () => void): () => void {
  const handler = (event: StorageEvent) => {
    if (event.key === key || event.key === null) listener();
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

/** sessionStorage, as forgiving: what the shop remembers only for this visit (the tab's life). */
export function readVisit(key: string): unknown {
  try {
    const text = window.sessionStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch (error) {
    console.error(`No se pudo leer "${key}" de la visita`, error);
    return undefined;
  }
}

export function writeVisit(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.error(`No se pudo guardar "${key}" para la visita`, error);
  }
}
