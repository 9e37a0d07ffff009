import * as z from 'zod/mini';
import { pesos } from '../catalog/list-item';
import { idParam, MAX_ID } from '../params';
import { plainText } from '../text';

/** Where a return request stands: solicitada → aprobada | rechazada; aprobada → recibida → reembolsada. */
export const RETURN_STATUSES = ['solicitada', 'aprobada', 'rechazada', 'recibida', 'reembolsada'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

export const MAX_RETURN_REASON_LENGTH = 500;
const MAX_RETURN_LINES = 50;
const int = () => z.number().check(z.int());

/**
 * Why the units go back, as the form offers it. 'talla' ('No me quedó') asks whether it was small or large,
 * and that answer counts as the product's fit (decision 062); 'otro' needs the shopper's words.
 */
export const RETURN_REASON_KINDS = ['talla', 'defecto', 'no-esperado', 'otro'] as const;
export type ReturnReasonKind = (typeof RETURN_REASON_KINDS)[number];
export const RETURN_REASON_LABELS: Record<ReturnReasonKind, string> = {
  talla: 'No me quedó',
  defecto: 'Llegó dañado o con un defecto',
  'no-esperado': 'No es lo que esperaba',
  otro: 'Otro motivo',
};
/** Under 'No me quedó': how it fitted. */
export const RETURN_FITS = ['chica', 'grande'] as const;
export type ReturnFit = (typeof RETURN_FITS)[number];
export const RETURN_FIT_LABELS: Record<ReturnFit, string> = {
  chica: 'Me quedó chica',
  grande: 'Me quedó grande',
};
export const RETURN_FIT_MESSAGE = 'Dinos si te quedó chica o grande.';

export const RETURN_REASON_MESSAGE = `Cuéntanos por qué devuelves los artículos (de 5 a ${MAX_RETURN_REASON_LENGTH} caracteres).`;
export const RETURN_LINES_MESSAGE = 'Elige al menos un artículo y cuántas piezas devuelves.';

const returnRequestFields = z.strictObject({
  lines: z
    .array(
      z.strictObject({
        order_line_id: z
          .number({ error: 'order_line_id debe ser un número entero' })
          .check(z.int('order_line_id debe ser un número entero'), z.minimum(1), z.maximum(MAX_ID)),
        quantity: z
          .number({ error: 'quantity debe ser un número entero' })
          .check(
            z.int('quantity debe ser un número entero'),
            z.minimum(1, 'Devuelve al menos una pieza de cada artículo que elijas.'),
            z.maximum(999, 'quantity debe ser a lo más 999'),
          ),
      }),
      { error: RETURN_LINES_MESSAGE },
    )
    .check(
      z.minLength(1, RETURN_LINES_MESSAGE),
      z.maxLength(MAX_RETURN_LINES, `a lo más ${MAX_RETURN_LINES} artículos`),
      z.refine(
        (lines) => new Set(lines.map((line) => line.order_line_id)).size === lines.length,
        'Cada artículo va una sola vez en la solicitud.',
      ),
    ),
  /** Absent (pages before decision 062): 'otro', the shopper's words alone. */
  reason_kind: z.optional(z.enum(RETURN_REASON_KINDS, { error: 'Elige el motivo de la devolución.' })),
  /** Only with 'talla', where it is required. */
  fit: z.optional(z.enum(RETURN_FITS, { error: RETURN_FIT_MESSAGE })),
  /** The shopper's words: required for 'otro', optional with a chosen reason. */
  reason: z.optional(
    z
      .string({ error: RETURN_REASON_MESSAGE })
      .check(z.trim(), plainText(), z.maxLength(MAX_RETURN_REASON_LENGTH, RETURN_REASON_MESSAGE)),
  ),
});

/**
 * POST /api/bills/:bill_id/returns: which units of which lines go back, and why. A missing fit or missing
 * words are a 400 under their field, as any other bad input.
 */
// Pure: a page that imports this file for anything else does not carry the check in its first script.
export const returnRequestBody = /* @__PURE__ */ returnRequestFields.check(
  z.superRefine((body, context) => {
    const missing = missingReason(body);
    if (missing)
      context.addIssue({ code: 'custom', message: missing.message, path: [missing.field], input: body });
  }),
);
export type ReturnRequestBody = z.infer<typeof returnRequestBody>;

/**
 * What the body's reason fields miss, with the field to show it under, or undefined when they are
 * complete. The body's schema and the form check it alike.
 */
export function missingReason(
  body: Pick<ReturnRequestBody, 'reason_kind' | 'fit' | 'reason'>,
): { field: 'reason' | 'fit'; message: string } | undefined {
  const kind = body.reason_kind ?? 'otro';
  if (kind === 'talla' && !body.fit) return { field: 'fit', message: RETURN_FIT_MESSAGE };
  if (kind !== 'talla' && body.fit) return { field: 'fit', message: RETURN_FIT_MESSAGE };
  if (kind === 'otro' && (body.reason ?? '').trim().length < 5) {
    return { field: 'reason', message: RETURN_REASON_MESSAGE };
  }
  return undefined;
}

/** The reason as staff and the shopper read it: the choice, how it fitted, and the shopper's words. */
export function returnReasonText(body: Pick<ReturnRequestBody, 'reason_kind' | 'fit' | 'reason'>): string {
  const kind = body.reason_kind ?? 'otro';
  const words = (body.reason ?? '').trim();
  if (kind === 'otro') return words;
  // 'Me quedó chica' says 'No me quedó' already.
  const chosen = kind === 'talla' && body.fit ? RETURN_FIT_LABELS[body.fit] : RETURN_REASON_LABELS[kind];
  return words ? `${chosen}. ${words}` : chosen;
}

export const billReturnsParams = z.strictObject({ bill_id: idParam('bill_id') });

/** One step of a return request, oldest first: when it happened. */
export const returnStep = z.object({
  status: z.enum(RETURN_STATUSES),
  at: z.string(),
});
export type ReturnStep = z.infer<typeof returnStep>;

/** A line of a return request: how many units of which sold line. */
export const returnLine = z.object({
  order_line_id: int(),
  product_name: z.string(),
  color_name: z.string(),
  size_name: z.string(),
  quantity: int(),
  /** What the shopper paid for these units (after discounts). */
  paid_amount: pesos,
});
export type ReturnLine = z.infer<typeof returnLine>;

/** A return request as the shopper reads it. */
export const returnRequest = z.object({
  return_id: int(),
  status: z.enum(RETURN_STATUSES),
  reason: z.string(),
  rejection_reason: z.nullable(z.string()),
  lines: z.array(returnLine),
  /** Once refunded: the lines' amounts plus the shipping, and how it went back. */
  refund: z.nullable(
    z.object({
      amount: pesos,
      shipping_amount: pesos,
      method: z.enum(['payment', 'transfer']),
      clabe_last4: z.nullable(z.string()),
    }),
  ),
  created_at: z.string(),
  steps: z.array(returnStep),
});
export type ReturnRequest = z.infer<typeof returnRequest>;

/** A sold line and how many of its units may still be asked back. */
export const returnableLine = z.object({
  order_line_id: int(),
  product_name: z.string(),
  color_name: z.string(),
  size_name: z.string(),
  images: z.array(z.string()),
  quantity: int(),
  returnable_quantity: int(),
  /** What one unit was paid, as the form lists it ('c/u'): the line's paid amount over its units, rounded down. */
  unit_paid: pesos,
  /**
   * What the shopper paid for the whole line (all its `quantity` units, discounts and promotions taken
   * off). Units returned are refunded their share of it by `returnedLineRefundCents`, in the form as in
   * the refund, so the two never differ by a centavo.
   */
  paid_amount: pesos,
});
export type ReturnableLine = z.infer<typeof returnableLine>;

/** GET /api/bills/:bill_id/returns: the order's return requests and whether one can be asked now. */
export const billReturns = z.object({
  /** Null until the order is delivered. */
  deadline: z.nullable(z.string()),
  /** The deadline's day in the shop's time, YYYY-MM-DD, as pages write it. */
  deadline_day: z.nullable(z.string()),
  can_request: z.boolean(),
  lines: z.array(returnableLine),
  requests: z.array(returnRequest),
});
export type BillReturns = z.infer<typeof billReturns>;

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** A day YYYY-MM-DD as a sentence writes it: "20 de noviembre de 2026". */
export function spanishDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} de ${SPANISH_MONTHS[month - 1] ?? ''} de ${year}`;
}

/** The refusal of a request after the window. */
export const returnWindowClosedMessage = (deadlineDay: string) =>
  `El plazo para devolver este pedido terminó el ${spanishDay(deadlineDay)}.`;
