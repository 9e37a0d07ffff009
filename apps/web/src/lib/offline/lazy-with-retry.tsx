// The one wrapper of React's lazy: lint refuses it everywhere else.
// eslint-disable-next-line no-restricted-imports
import { lazy, useState, type ComponentType } from 'react';

export type LazyPart<Props> = ComponentType<Props> & { preload: () => Promise<void> };

/**
 * A part of the page (a page, a dialog, a menu) whose code is fetched the first time it is shown: the
 * only way the web loads code lazily (lint refuses React's bare `lazy`). Put it inside a `LoadBoundary`.
 *
 * - A failed fetch is not final: React's `lazy` keeps its failure for good, so the next time the part is
 *   shown (the boundary's 'Reintentar', or the signal coming back) a new one fetches the code again.
 * - Vite's loader tells a failure to the page (`vite:preloadError`, heard in main.tsx), which says when
 *   the signal is gone and reloads once when a deploy replaced the page's code (`reloadIfDeployed`).
 * - Once fetched, the part renders at once: React's lazy components always suspend on their first render,
 *   and React waits some 300 ms before it swaps the "Cargando..." it showed meanwhile for the part.
 */
export function lazyWithRetry<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  const fetchPart = async (): Promise<ComponentType<Props>> => {
    try {
      loaded = (await load())[name];
      return loaded;
    } catch (error) {
      Lazy = fresh();
      throw error;
    }
  };
  const fresh = () => lazy(async () => ({ default: await fetchPart() }));
  let Lazy = fresh();
  function Part(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded part later would remount it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Part, {
    preload: async () => {
      await fetchPart();
    },
  });
}
