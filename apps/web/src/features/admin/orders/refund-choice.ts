import {
  adminOrderRefundBody,
  type AdminOrderDetail,
  type AdminOrderRefundable,
  type AdminOrderRefundBody,
} from '@store/contract/admin';
import { fieldErrorResponse } from '@store/contract/invoices';
import { formatCentavos } from '../../../lib/format';
import { returnedLineRefundCents, toCentavos } from '@store/money';
import { ApiError } from '../../../lib/api';

/** What staff chose in the refund dialog, as typed. */
export type RefundChoice = {
  by: 'lines' | 'amount';
  /** Units typed per order line. */
  units: Record<number, string>;
  shipping: boolean;
  amount: string;
  clabe: string;
  reference: string;
};

export type RefundField = 'lines' | 'amount' | 'include_shipping' | 'clabe' | 'reference';
export type RefundErrors = Partial<Record<RefundField, string>>;

export const unitsLeft = (line: AdminOrderRefundable['lines'][number]) => line.units - line.refunded_units;

/**
 * What `units` more units of a line give back: its paid cents shared among its units, counting the ones
 * earlier refunds gave back (`returnedLineRefundCents`, the server's own rule), so the dialog's total is
 * the refund's to the centavo.
 */
export const lineCents = (line: AdminOrderRefundable['lines'][number], units: number) =>
  returnedLineRefundCents(
    { paidCents: toCentavos(line.paid), units: line.units },
    Math.min(Math.max(units, 0), unitsLeft(line)),
    line.refunded_units,
  );

const typedUnits = (text: string | undefined) => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? 0 : Number(trimmed);
};

/** The refund's total in centavos as chosen so far (0 while what is typed is not a number). */
export function chosenCents(refundable: AdminOrderRefundable, choice: RefundChoice): number {
  if (choice.by === 'amount') {
    const amount = Number(choice.amount.trim().replace(/^\$/, '').replaceAll(',', ''));
    return choice.amount.trim() !== '' && Number.isFinite(amount) && amount > 0 ? toCentavos(amount) : 0;
  }
  const lines = refundable.lines.reduce((total, line) => {
    const units = typedUnits(choice.units[line.order_line_id]);
    return total + (Number.isInteger(units) && units > 0 ? lineCents(line, units) : 0);
  }, 0);
  return lines + (choice.shipping ? toCentavos(refundable.shipping) : 0);
}

/**
 * The body to send, or the errors under each field: the contract's checks (a number, above zero, whole
 * units, the CLABE's check digit), then what is left to refund, line by line and in all.
 */
export function refundBodyOf(
  order: AdminOrderDetail,
  refundable: AdminOrderRefundable,
  choice: RefundChoice,
): { body: AdminOrderRefundBody } | { errors: RefundErrors } {
  const cash = order.payment.method === 'oxxo';
  const chosenLines = refundable.lines.flatMap((line) => {
    const text = choice.units[line.order_line_id];
    return (text ?? '').trim() === '' || typedUnits(text) === 0
      ? []
      : [{ order_line_id: line.order_line_id, units: typedUnits(text) }];
  });
  const amountText = choice.amount.trim().replace(/^\$/, '').replaceAll(',', '');
  const parsed = adminOrderRefundBody.safeParse({
    ...(choice.by === 'amount'
      ? { amount: amountText === '' ? undefined : Number(amountText) }
      : { lines: chosenLines, include_shipping: choice.shipping }),
    ...(cash ? { refund_transfer: { clabe: choice.clabe, reference: choice.reference } } : {}),
    refunds_seen: refundable.refunds_seen,
  });
  if (!parsed.success) {
    const errors: RefundErrors = {};
    for (const issue of parsed.error.issues) {
      const [first, second] = issue.path;
      const field: RefundField | undefined =
        first === 'refund_transfer'
          ? second === 'clabe'
            ? 'clabe'
            : 'reference'
          : first === 'amount' || (choice.by === 'amount' && first === 'lines')
            ? 'amount'
            : first === 'lines'
              ? 'lines'
              : undefined;
      if (field) errors[field] ??= field === 'amount' && amountText === '' ? AMOUNT_MISSING : issue.message;
    }
    return { errors };
  }
  const total = toCentavos(refundable.total);
  for (const wanted of parsed.data.lines ?? []) {
    const line = refundable.lines.find((candidate) => candidate.order_line_id === wanted.order_line_id);
    if (line && wanted.units > unitsLeft(line)) {
      return { errors: { lines: `De ${line.description} quedan ${unitsLeft(line)} por reembolsar.` } };
    }
  }
  if (chosenCents(refundable, choice) > total) {
    return {
      errors: {
        [choice.by === 'amount' ? 'amount' : 'lines']:
          `No puedes reembolsar más de lo que queda por reembolsar de este pedido (${formatCentavos(total)}).`,
      },
    };
  }
  return { body: parsed.data };
}

const AMOUNT_MISSING = 'Escribe el monto a reembolsar.';

/** The field a refusal of the server names (422 `{ error, field }`), with its sentence. */
export function refundFieldError(error: unknown): { field: RefundField; message: string } | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const body = fieldErrorResponse.safeParse(error.cause);
  if (!body.success) return undefined;
  const field = body.data.field === 'refund_transfer' ? 'clabe' : body.data.field;
  const known: RefundField[] = ['lines', 'amount', 'include_shipping', 'clabe', 'reference'];
  return known.includes(field as RefundField)
    ? { field: field as RefundField, message: body.data.error }
    : undefined;
}
