import type { FitAnswer, FitSource } from '@store/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fitAnswers } from './tables';

/** One buyer's word on how a size of a product fitted, and where it came from. */
export type FitAnswerInput = {
  productId: number;
  /** The variant bought, while it is in the catalogue; null once it left. */
  variantId: number | null;
  /** The size as the order's line names it ('27.5'). */
  sizeName: string;
  answer: FitAnswer;
  source: FitSource;
  /** The review's id, or the return request's. */
  sourceId: number;
};

/**
 * Keeps a fit answer, in the caller's transaction (a review's merge, a return's request). Saving the same
 * source again for the same product and size changes its answer: an edited review is still one answer.
 */
export async function recordFitAnswer(db: Database, input: FitAnswerInput): Promise<void> {
  await db
    .insert(fitAnswers)
    .values({
      productId: input.productId,
      variantId: input.variantId,
      sizeName: input.sizeName,
      answer: input.answer,
      source: input.source,
      sourceId: input.sourceId,
    })
    .onConflictDoUpdate({
      target: [fitAnswers.source, fitAnswers.sourceId, fitAnswers.productId, fitAnswers.sizeName],
      set: { answer: input.answer, variantId: input.variantId, updatedAt: sql`now()` },
    });
}

/** Takes back every answer of one source (a review hidden or removed): it no longer counts. */
export async function withdrawFitAnswers(
  db: Database,
  source: { source: FitSource; sourceId: number },
): Promise<void> {
  await db
    .delete(fitAnswers)
    .where(and(eq(fitAnswers.source, source.source), eq(fitAnswers.sourceId, source.sourceId)));
}
