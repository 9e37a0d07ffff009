import { FIT_ANSWERS, type FitAnswer } from '@store/contract';
import type { Database } from '../../db/client';
import { recordFitAnswer, withdrawFitAnswers } from '../fit';

/** What a review says of the fit, and whether shoppers see it. */
type ReviewFit = {
  id: number;
  productId: number;
  variantId: number | null;
  sizeName: string;
  /** As the review's row keeps it: one of FIT_ANSWERS, or null where the question was not asked. */
  fit: string | null;
  published: boolean;
};

/**
 * A review's fit answer counts for the size recommendation (the fit module's, decision 062) while the
 * review is published, in the transaction that publishes, edits or hides it: a hidden review's word
 * no longer moves anybody's size.
 */
export async function keepFitAnswer(tx: Database, review: ReviewFit): Promise<void> {
  if (review.published && isFitAnswer(review.fit)) {
    await recordFitAnswer(tx, {
      productId: review.productId,
      variantId: review.variantId,
      sizeName: review.sizeName,
      answer: review.fit,
      source: 'review',
      sourceId: review.id,
    });
  } else {
    await withdrawFitAnswers(tx, { source: 'review', sourceId: review.id });
  }
}

const isFitAnswer = (fit: string | null): fit is FitAnswer =>
  (FIT_ANSWERS as readonly (string | null)[]).includes(fit);
