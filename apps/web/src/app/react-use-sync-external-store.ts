/**
 * wouter imports `use-sync-external-store/shim`, a copy of the hook for React 16 and 17; React 19 has it
 * built in, so the build points that import here instead of shipping the copy to every page.
 */
export { useSyncExternalStore } from 'react';
