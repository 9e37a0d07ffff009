import v8 from 'node:v8';

/**
 * How far past what a full collection left alive V8 lets the heap grow before collecting again, in percent.
 * V8 picks up to 300 % by itself when a process allocates fast: under the catalogue benchmark's cold reads
 * (issue 38) the store on PGlite went from 357 MiB to 782 MiB, nearly all of it garbage waiting in a heap
 * V8 had grown to 519 MiB. At 20 % it held 400 MiB with the same throughput within the noise (decision 067).
 */
export const HEAP_GROWING_PERCENT = 20;

/**
 * Keeps V8's heap near what is alive. Set at run time, so that every way the server starts (`npm start`, the
 * bundle run by hand, a cluster's workers, the tests' stores) gets it; V8 reads this flag at each collection.
 */
export function keepHeapNearLive(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
