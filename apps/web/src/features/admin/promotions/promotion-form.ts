import { ApiError } from '../../../lib/api';
import {
  promotionInput,
  promotionInputProblem,
  type AdminPromotion,
  type PromotionField,
  type PromotionInput,
} from '@store/contract/admin';
import type { PromotionKindCode } from '@store/contract';
import { fieldErrorResponse } from '@store/contract/invoices';

/** The form as the owner types it: text boxes hold text until it is sent. */
export type PromotionDraft = {
  name: string;
  kind: PromotionKindCode;
  percentOff: string;
  startsOn: string;
  endsOn: string;
  minimum: string;
  categoryIds: number[];
  brandIds: number[];
  products: { product_id: number; name: string }[];
  stackable: boolean;
};

export type PromotionErrors = Partial<Record<PromotionField, string>>;

export const emptyDraft = (today: string): PromotionDraft => ({
  name: '',
  kind: 'second_half',
  percentOff: '',
  startsOn: today,
  endsOn: today,
  minimum: '',
  categoryIds: [],
  brandIds: [],
  products: [],
  stackable: false,
});

export const draftOf = (promotion: AdminPromotion): PromotionDraft => ({
  name: promotion.name,
  kind: promotion.kind,
  percentOff: promotion.percent_off === null ? '' : String(promotion.percent_off),
  startsOn: promotion.starts_on,
  endsOn: promotion.ends_on,
  minimum: promotion.minimum_purchase === null ? '' : String(promotion.minimum_purchase),
  categoryIds: promotion.category_ids,
  brandIds: promotion.brand_ids,
  products: promotion.products,
  stackable: promotion.stackable,
});

const FIELDS = new Set<string>(Object.keys(promotionInput.shape));
const isField = (value: unknown): value is PromotionField => typeof value === 'string' && FIELDS.has(value);

/** The body to send, or each field's problem, by the contract's own rules (the server checks the same). */
export function checkDraft(draft: PromotionDraft): { body: PromotionInput } | { errors: PromotionErrors } {
  const parsed = promotionInput.safeParse({
    name: draft.name,
    kind: draft.kind,
    percent_off: draft.kind === 'percent' && draft.percentOff.trim() !== '' ? Number(draft.percentOff) : null,
    starts_on: draft.startsOn,
    ends_on: draft.endsOn,
    minimum_purchase: draft.minimum.trim() === '' ? null : Number(draft.minimum),
    category_ids: draft.categoryIds,
    brand_ids: draft.brandIds,
    product_ids: draft.products.map((product) => product.product_id),
    stackable: draft.stackable,
  });
  if (!parsed.success) {
    const errors: PromotionErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field)) errors[field] ??= issue.message;
    }
    return { errors };
  }
  const problem = promotionInputProblem(parsed.data);
  if (problem) return { errors: { [problem.field]: problem.message } };
  return { body: parsed.data };
}

/** The field a refusal of the server names (422 `{ error, field }`), with its sentence. */
export function fieldErrorOf(error: unknown): { field: PromotionField; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const body = fieldErrorResponse.safeParse(error.cause);
  if (!body.success || !isField(body.data.field)) return undefined;
  return { field: body.data.field, message: body.data.error };
}
