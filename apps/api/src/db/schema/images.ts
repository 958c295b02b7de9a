import { ImageVisibility } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { users } from './users.js';

/** One stored variant of an image (WebP), by width. */
export interface ImageVariantRow {
  width: number;
  height: number;
  bytes: number;
}

/**
 * Uploaded images. The bytes live in the object storage under `images/<id>/<width>.webp`; this row
 * says whose they are and who may see them (Private: the owner and operators only).
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visibility: text('visibility').notNull().$type<ImageVisibility>(),
    /** The sniffed format of the upload (jpeg, png, webp); the stored variants are WebP. */
    sourceFormat: text('source_format').notNull(),
    variants: jsonb('variants').notNull().$type<ImageVariantRow[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('images_owner_idx').on(t.ownerUserId, t.createdAt),
    check('images_visibility_check', inValues(t.visibility, ImageVisibility.values)),
    check('images_source_format_check', inValues(t.sourceFormat, ['jpeg', 'png', 'webp'])),
  ],
);

export type ImageRow = typeof images.$inferSelect;
