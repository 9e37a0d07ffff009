import type { Database } from '../../../db/client';

/**
 * Which of `variantIds` were sold or are being sold: a bill line or a checkout's held units point at
 * them, so they keep their rows for good. The orders module knows (its `soldVariants`) and the editor's
 * callers hand it in, since orders call the catalogue and not the other way.
 */
export type SoldVariants = (db: Database, variantIds: number[]) => Promise<Set<number>>;
