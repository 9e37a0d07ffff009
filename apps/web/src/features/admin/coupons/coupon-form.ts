import { ApiError } from '../../../lib/api';
import {
  couponInput,
  couponInputProblem,
  type AdminCoupon,
  type CouponField,
  type CouponInput,
} from '@store/contract/admin';
import type { CouponKindCode } from '@store/contract';
import { fieldErrorResponse } from '@store/contract/invoices';

/** The form as the owner types it: text boxes hold text until it is sent. */
export type CouponDraft = {
  code: string;
  kind: CouponKindCode;
  percentOff: string;
  amountOff: string;
  minimum: string;
  startsOn: string;
  endsOn: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  categoryIds: number[];
  products: { product_id: number; name: string }[];
};

export type CouponErrors = Partial<Record<CouponField, string>>;

export const emptyCouponDraft = (today: string): CouponDraft => ({
  code: '',
  kind: 'percent',
  percentOff: '',
  amountOff: '',
  minimum: '',
  startsOn: today,
  endsOn: '',
  maxUses: '',
  maxUsesPerCustomer: '1',
  categoryIds: [],
  products: [],
});

const text = (value: number | null) => (value === null ? '' : String(value));

export const couponDraftOf = (coupon: AdminCoupon): CouponDraft => ({
  code: coupon.code,
  kind: coupon.kind,
  percentOff: text(coupon.percent_off),
  amountOff: text(coupon.amount_off),
  minimum: text(coupon.minimum_purchase),
  startsOn: coupon.starts_on,
  endsOn: coupon.ends_on ?? '',
  maxUses: text(coupon.max_uses),
  maxUsesPerCustomer: text(coupon.max_uses_per_customer),
  categoryIds: coupon.category_ids,
  products: coupon.products,
});

const FIELDS = new Set<string>(Object.keys(couponInput.shape));
const isField = (value: unknown): value is CouponField => typeof value === 'string' && FIELDS.has(value);
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

/** The body to send, or each field's problem, by the contract's own rules (the server checks the same). */
export function checkCouponDraft(draft: CouponDraft): { body: CouponInput } | { errors: CouponErrors } {
  const parsed = couponInput.safeParse({
    code: draft.code,
    kind: draft.kind,
    percent_off: draft.kind === 'percent' ? numberOrNull(draft.percentOff) : null,
    amount_off: draft.kind === 'amount' ? numberOrNull(draft.amountOff) : null,
    minimum_purchase: numberOrNull(draft.minimum),
    starts_on: draft.startsOn,
    ends_on: draft.endsOn.trim() === '' ? null : draft.endsOn,
    max_uses: numberOrNull(draft.maxUses),
    max_uses_per_customer: numberOrNull(draft.maxUsesPerCustomer),
    category_ids: draft.categoryIds,
    product_ids: draft.products.map((product) => product.product_id),
  });
  if (!parsed.success) {
    const errors: CouponErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (isField(field)) errors[field] ??= issue.message;
    }
    return { errors };
  }
  const problem = couponInputProblem(parsed.data);
  if (problem) return { errors: { [problem.field]: problem.message } };
  return { body: parsed.data };
}

/** The field a refusal of the server names (422 or 409 `{ error, field }`), with its sentence. */
export function couponFieldErrorOf(error: unknown): { field: CouponField; message: string } | undefined {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 409)) return undefined;
  const body = fieldErrorResponse.safeParse(error.cause);
  if (!body.success || !isField(body.data.field)) return undefined;
  return { field: body.data.field, message: body.data.error };
}
