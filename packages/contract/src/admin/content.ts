import * as z from 'zod/mini';
import { SELECTIONS } from '../catalog/list-item';
import { intParam, MAX_ID } from '../params';
import { plainText } from '../text';
import { dayParam } from './orders';

const count = z.number().check(z.int(), z.nonnegative());
const id = z.number().check(z.int(), z.positive());

// ---------------------------------------------------------------------------------------------------
// The home page: its 4 banners, its three featured rows and the strip's lasting lines.

/** The home slider always shows this many banners (the home page is designed around four pictures). */
export const BANNER_COUNT = 4;
/** How many products a featured row holds at most; more would only scroll off the home page. */
export const MAX_ROW_ITEMS = 12;
/** 'Lo más vendido' with no product pinned by the owner shows what sold most over this many days. */
export const BEST_SELLING_DAYS = 30;
/** The three rows' names as the owner reads them, in the order the home page shows them. */
export const SELECTION_TITLES = {
  bestSelling: 'Lo más vendido',
  accesories: 'Accesorios',
  getRecommended: 'Recomendados',
} as const satisfies Record<(typeof SELECTIONS)[number], string>;

/** What the picture's name may be: the `images` table's own rule. */
export const IMAGE_NAME_PATTERN = /^[a-z0-9][a-z0-9._-]{0,200}$/;

const bannerText = (field: string, min: number, max: number) =>
  z
    .string()
    .check(
      z.trim(),
      plainText(),
      z.minLength(min, `${field} es obligatorio.`),
      z.maxLength(max, `${field} es demasiado largo (a lo más ${max} caracteres).`),
    );

/** One banner as the owner writes it; its position is its place in the list. */
export const bannerInput = z.strictObject({
  title: bannerText('El título', 1, 120),
  subtitle: bannerText('El subtítulo', 0, 200),
  /** A path inside the shop, as `returnTo` of the sign-in: another site's address is refused. */
  link: z
    .string()
    .check(
      z.trim(),
      z.maxLength(500, 'El enlace es demasiado largo.'),
      z.regex(/^\/(?![/\\])[^\s]*$/, 'El enlace debe ser una ruta de la tienda, como /products/1.'),
      plainText(),
    ),
  image: z
    .string()
    .check(z.regex(IMAGE_NAME_PATTERN, 'El nombre de la imagen no es válido, como p1-c1-1.webp.')),
});
export type BannerInput = z.infer<typeof bannerInput>;

/** PUT /api/admin/home/banners: the four banners, in the order the slider shows them. */
export const bannersBody = z.strictObject({
  banners: z
    .array(bannerInput)
    .check(
      z.minLength(BANNER_COUNT, `El inicio lleva exactamente ${BANNER_COUNT} banners.`),
      z.maxLength(BANNER_COUNT, `El inicio lleva exactamente ${BANNER_COUNT} banners.`),
    ),
});
export type BannersBody = z.infer<typeof bannersBody>;

/** POST /api/admin/home/banners/:position/picture: which banner, counted from 1 as the form shows them. */
export const bannerPictureParams = z.strictObject({
  position: intParam('El número del banner', 1, BANNER_COUNT),
});

/** Its answer: the confirmation and the name of the banner's new picture. */
export const bannerPicture = z.object({ message: z.string(), image: z.string() });
export type BannerPicture = z.infer<typeof bannerPicture>;

/** PUT /api/admin/home/rows/:selection */
export const selectionParams = z.strictObject({
  selection: z.enum(SELECTIONS, { error: 'Esa fila del inicio no existe.' }),
});

/**
 * PUT /api/admin/home/rows/:selection: the row's items in order. Each id is a variant's (exactly that
 * colour and size) or a product's (its representative variant, the one its card shows in the listing).
 */
export const rowBody = z.strictObject({
  ids: z
    .array(
      z
        .number({ error: 'Cada elemento debe ser el número de un producto o de una variante.' })
        .check(
          z.int('Cada elemento debe ser el número de un producto o de una variante.'),
          z.positive('Cada elemento debe ser el número de un producto o de una variante.'),
          z.lte(MAX_ID, 'Cada elemento debe ser el número de un producto o de una variante.'),
        ),
    )
    .check(z.maxLength(MAX_ROW_ITEMS, `Una fila lleva a lo más ${MAX_ROW_ITEMS} productos.`)),
});
export type RowBody = z.infer<typeof rowBody>;

/** The home strip holds at most this many lasting lines: more would wrap into a block on a phone. */
export const MAX_STRIP_LINES = 6;
/** A strip line is read in passing: at most this many characters. */
export const MAX_STRIP_LINE_LENGTH = 80;

/** One lasting line of the strip as the owner writes it. */
export const stripLine = z
  .string({ error: 'Cada frase de la franja debe ser un texto.' })
  .check(
    z.trim(),
    plainText(),
    z.minLength(1, 'Escribe la frase o quítala: una frase vacía no se muestra.'),
    z.maxLength(
      MAX_STRIP_LINE_LENGTH,
      `La frase es demasiado larga (a lo más ${MAX_STRIP_LINE_LENGTH} caracteres).`,
    ),
  );

/**
 * PUT /api/admin/home/strip: the strip's lasting lines in order, in place of the ones there. The
 * promotions running now are added by the shop while they run; they are never written here.
 */
export const stripBody = z.strictObject({
  lines: z
    .array(stripLine)
    .check(z.maxLength(MAX_STRIP_LINES, `La franja lleva a lo más ${MAX_STRIP_LINES} frases.`)),
});
export type StripBody = z.infer<typeof stripBody>;

/** The sentence for a line written twice: the strip would say the same thing twice. */
export const REPEATED_STRIP_LINE = 'Esa frase ya está en la franja.';

/** The place of the first line that repeats an earlier one (letter case and spaces aside), if any. */
export function repeatedStripLine(lines: readonly string[]): number | undefined {
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    const key = line.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es-MX');
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return undefined;
}

/** One item of a featured row, named so the owner recognises it. */
export const rowItem = z.object({
  variant_id: id,
  product_id: id,
  product_name: z.string(),
  color: z.string(),
  size: z.string(),
  sku: z.string(),
  /** A hidden product stays in the row but the shop leaves it out; the owner should replace it. */
  hidden: z.boolean(),
});
export type RowItem = z.infer<typeof rowItem>;

/** GET /api/admin/home: what the home page shows, as the owner edits it. */
export const homeContent = z.object({
  banners: z.array(
    z.object({
      position: count,
      title: z.string(),
      subtitle: z.string(),
      link: z.string(),
      image: z.string(),
    }),
  ),
  rows: z.object({
    bestSelling: z.array(rowItem),
    accesories: z.array(rowItem),
    getRecommended: z.array(rowItem),
  }),
  /** The strip's lasting lines, in order. */
  strip: z.array(z.string()),
});
export type HomeContent = z.infer<typeof homeContent>;

// ---------------------------------------------------------------------------------------------------
// Postal codes.

/** The largest catalogue file accepted: the official one is about 15 MB as text, 2 MB gzipped. */
export const MAX_SEPOMEX_FILE_BYTES = 40 * 1024 * 1024;

/** GET /api/admin/postal-codes: what the postal-code catalogue holds now. */
export const postalCodeCounts = z.object({
  states: count,
  municipalities: count,
  postal_codes: count,
  neighborhoods: count,
});
export type PostalCodeCounts = z.infer<typeof postalCodeCounts>;

/** POST /api/admin/postal-codes (the file as the body): what the new catalogue loaded. */
export const postalCodeImport = z.object({
  ...postalCodeCounts.shape,
  skipped_rows: count,
  /** The first skipped rows, with their line numbers and why. */
  bad_rows: z.array(z.object({ line: count, reason: z.string() })),
  /** Saved addresses linked to their colonia in the new catalogue, and those whose colonia is gone. */
  relinked_addresses: count,
  unlinked_addresses: count,
  seconds: z.number().check(z.nonnegative()),
});
export type PostalCodeImport = z.infer<typeof postalCodeImport>;

// ---------------------------------------------------------------------------------------------------
// The audit log.

export const AUDIT_PAGE_SIZE = 50;

/** What a change was about, as the Bitácora's filter names it; the audit module knows each one's actions. */
export const AUDIT_KINDS = {
  catalogo: 'Catálogo (productos, colores, tallas, precios, fotos)',
  pedidos: 'Pedidos y devoluciones',
  correos: 'Correos',
  tienda: 'Tienda (inicio, búsqueda, promociones, códigos postales)',
  facturas: 'Facturas',
  equipo: 'Equipo y cuentas',
} as const;
export type AuditKind = keyof typeof AUDIT_KINDS;
const AUDIT_KIND_CODES = Object.keys(AUDIT_KINDS) as [AuditKind, ...AuditKind[]];

/** GET /api/admin/audit?page=1&actor=&kind=&from=&to= : who (part of the e-mail), what, which days. */
export const auditQuery = z
  .strictObject({
    page: z.optional(intParam('La página', 1, 100_000)),
    actor: z.optional(
      z
        .string({ error: 'actor debe ser un texto' })
        .check(z.trim(), plainText(), z.maxLength(100, 'actor debe tener a lo más 100 caracteres')),
    ),
    kind: z.optional(z.enum(AUDIT_KIND_CODES, { error: 'Elige un tipo de cambio de la lista.' })),
    from: z.optional(dayParam('from')),
    to: z.optional(dayParam('to')),
  })
  .check(
    z.refine(
      (query) => !query.from || !query.to || query.from <= query.to,
      'La fecha Desde debe ser anterior o igual a la fecha Hasta.',
    ),
  );
export type AuditQuery = z.input<typeof auditQuery>;
export type AuditFilters = z.output<typeof auditQuery>;

export const auditEntry = z.object({
  id,
  /** ISO 8601. */
  at: z.string(),
  actor: z.string(),
  /** The change's code in the log's vocabulary: 'variant.price_changed', 'order.shipped'... */
  action: z.string(),
  /** The change as the owner reads it: "Precio de Bota Lucchese, Chocolate 25: $2,649.00 → $1,589.40". */
  sentence: z.string(),
  /**
   * The facts behind the sentence (before and after, names as they were). Checked as a plain object
   * rather than with z.record: that would ride in the shoppers' first JS chunk, which holds zod's modules.
   */
  details: z.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  ),
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** The newest entries first. */
export const auditResponse = z.object({
  entries: z.array(auditEntry),
  pagination: z.object({ page: count, limit: count, total: count, totalPages: count }),
});
export type AuditResponse = z.infer<typeof auditResponse>;
