import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../auth/tables';
import { products } from '../catalog/tables';
import { bills } from '../orders/tables';

/**
 * A buyer's review of one product of one delivered order: one per (order, product), so a second review
 * of the same purchase edits the first. The size and colour bought, the product's name and the author's
 * shown name are copied from the order and the account when written, as the order keeps its own lines.
 * `status`: 'pendiente' (waits for the owner), 'publicada', 'oculta' (with the owner's reason).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => bills.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer(),
    productName: text().notNull(),
    colorName: text().notNull(),
    sizeName: text().notNull(),
    authorName: text().notNull(),
    stars: smallint().notNull(),
    title: text(),
    body: text().notNull(),
    /** For boots and hats only: 'chica', 'justa' or 'grande'. */
    fit: text(),
    status: text().notNull().default('pendiente'),
    hiddenReason: text(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    helpfulCount: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_order_product_unique').on(t.orderId, t.productId),
    index('reviews_product_status_idx').on(t.productId, t.status),
    index('reviews_status_created_idx').on(t.status, t.createdAt),
    check('reviews_stars', sql`${t.stars} BETWEEN 1 AND 5`),
    check('reviews_fit', sql`${t.fit} IS NULL OR ${t.fit} IN ('chica', 'justa', 'grande')`),
    check('reviews_status', sql`${t.status} IN ('pendiente', 'publicada', 'oculta')`),
    check('reviews_body_length', sql`char_length(${t.body}) BETWEEN 10 AND 2000`),
    check('reviews_hidden_reason', sql`(${t.status} = 'oculta') = (${t.hiddenReason} IS NOT NULL)`),
  ],
);

/**
 * A review's photos: stored re-encoded as the catalogue's pictures (served by the same image route) and
 * uploaded before the review is sent, so a photo belongs to its uploader until a review takes it.
 */
export const reviewPhotos = pgTable(
  'review_photos',
  {
    imageName: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reviewId: integer().references(() => reviews.id, { onDelete: 'cascade' }),
    position: smallint().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('review_photos_review_idx').on(t.reviewId, t.position)],
);

/** 'Útil': one vote per shopper and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer()
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/** The owner's one setting: new reviews are published at once, or wait for approval (the default). */
export const reviewSettings = pgTable(
  'review_settings',
  {
    id: smallint().primaryKey().default(1),
    publishAtOnce: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('review_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The review invitation queued for a delivered order (once per order), and to whom. It is sent under the
 * user's offers consent (auth's, decision 066), whose signed token is its way out: nothing to keep here.
 */
export const reviewInvitations = pgTable('review_invitations', {
  orderId: integer()
    .primaryKey()
    .references(() => bills.id, { onDelete: 'cascade' }),
  userId: integer()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});
