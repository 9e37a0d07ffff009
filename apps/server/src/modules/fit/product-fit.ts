import { FIT_ANSWERS, FIT_ANSWERS_NEEDED, type FitAnswer, type ProductFit } from '@store/contract';
import { count, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { fitAnswers } from './tables';

/**
 * The answer more than half of the buyers gave, once at least FIT_ANSWERS_NEEDED answered; otherwise
 * null, and the size guide alone recommends (a tie, or a few answers, says nothing sure).
 */
export function fitVerdict(counts: Record<FitAnswer, number>): FitAnswer | null {
  const total = counts.chica + counts.justa + counts.grande;
  if (total < FIT_ANSWERS_NEEDED) return null;
  return FIT_ANSWERS.find((answer) => counts[answer] * 2 > total) ?? null;
}

const isAnswer = (value: string): value is FitAnswer => (FIT_ANSWERS as readonly string[]).includes(value);

function toProductFit(counts: Record<FitAnswer, number>): ProductFit {
  return { ...counts, total: counts.chica + counts.justa + counts.grande, verdict: fitVerdict(counts) };
}

/** How each product's buyers say it fits, every size together; a product nobody answered has zeros. */
export async function fitOfProducts(db: Database, productIds: number[]): Promise<Map<number, ProductFit>> {
  const counts = new Map<number, Record<FitAnswer, number>>(
    productIds.map((id) => [id, { chica: 0, justa: 0, grande: 0 }]),
  );
  if (productIds.length > 0) {
    const rows = await db
      .select({ productId: fitAnswers.productId, answer: fitAnswers.answer, answers: count() })
      .from(fitAnswers)
      .where(inArray(fitAnswers.productId, productIds))
      .groupBy(fitAnswers.productId, fitAnswers.answer);
    for (const row of rows) {
      const product = counts.get(row.productId);
      if (product && isAnswer(row.answer)) product[row.answer] = row.answers;
    }
  }
  return new Map([...counts].map(([id, product]) => [id, toProductFit(product)]));
}

/** GET /api/products/:product_id/fit: how the product's buyers say it fits, every size together. */
export async function productFitOf(db: Database, productId: number): Promise<ProductFit> {
  const fit = (await fitOfProducts(db, [productId])).get(productId);
  return fit ?? toProductFit({ chica: 0, justa: 0, grande: 0 });
}
