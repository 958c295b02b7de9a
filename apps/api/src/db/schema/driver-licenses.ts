import { LicenseColor } from '@kurumatabi/contract';
import { VerificationStatus } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';
import { images } from './images.js';
import { users } from './users.js';

/**
 * One driving licence per user (ADR 0011). Status: Registered → VerificationRequest → Verified |
 * Rejected; the number is personal data, masked in every output but the owner's edit form.
 */
export const driverLicenses = pgTable(
  'driver_licenses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    color: text('color').notNull().$type<LicenseColor>(),
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    frontImageId: uuid('front_image_id').references(() => images.id, { onDelete: 'set null' }),
    backImageId: uuid('back_image_id').references(() => images.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Registered').$type<VerificationStatus>(),
    rejectionReason: text('rejection_reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** When an operator verified or sent back (the SQL name predates ADR 0028). */
    decidedAt: timestamp('reviewed_at', { withTimezone: true }),
    decidedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('driver_licenses_status_submitted_idx').on(t.status, t.submittedAt),
    check('driver_licenses_number_check', sql`${t.number} ~ '^[0-9]{12}$'`),
    check('driver_licenses_color_check', inValues(t.color, LicenseColor.values)),
    check('driver_licenses_status_check', inValues(t.status, VerificationStatus.values)),
    check('driver_licenses_rejection_reason_check', sql`(${t.status} = 'Rejected') = (${t.rejectionReason} is not null)`),
  ],
);

export type DriverLicenseRow = typeof driverLicenses.$inferSelect;
