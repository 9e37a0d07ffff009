// The one wrapper of React's lazy: lint refuses it everywhere else.
// eslint-disable-next-line no-restricted-imports
import { lazy, useState, type ComponentType } from 'react';

export type LazyPart<Props> = ComponentType<Props> & { preload: () => Promise<unknown> };

/**
 * A part of the page (a page, a dialog, a menu) whose code is fetched the first time it is shown: the
 * only way the web loads code lazily (lint refuses React's bare `lazy`). Put it inside a `LoadBoundary`.
 *
 * - A failed fetch is not final: React's `lazy` keeps its failure for good, so after a retry
 *   (`retryParts`: the boundary's 'Reintentar', the signal coming back) a new one fetches the code again.
 * - Vite's loader tells a failure to the page (`vite:preloadError`, heard in main.tsx), which says when
 *   the signal is gone and reloads once when a deploy replaced the page's code (`reloadIfDeployed`).
 * - Once fetched, the part renders at once: React's lazy components always suspend on their first render,
 *   and React waits some 300 ms before it swaps the "Cargando..." it showed meanwhile for the part.
 */
/**
 * Counts the deliberate retries (a boundary's 'Reintentar', the signal back, another address). A part
 * whose code failed fetches it again only after one: React renders a failed part again by itself before
 * it gives up, and a new fetch each time would never give up.
 */
let retries = 0;
export const retryParts = () => retries++;

export function lazyWithRetry<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let failedAt = Infinity;
  const fetchPart = async (): Promise<ComponentType<Props>> => {
    try {
      loaded = (await load())[name];
      return loaded;
    } catch (error) {
      failedAt = retries;
      throw error;
    }
  };
  const fresh = () => lazy(async () => ({ default: await fetchPart() }));
  let Lazy = fresh();
  function Part(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded part later would remount it.
    const [Component] = useState<ComponentType<Props>>(() => {
      if (failedAt < retries) {
        failedAt = Infinity;
        Lazy = fresh();
      }
      return loaded ?? Lazy;
    });
    return <Component {...props} />;
  }
  return Object.assign(Part, { preload: fetchPart });
}
