import { defaultNotificationSettings, type AccountKind, type NotificationSettings } from '@kurumatabi/contract';
import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The product's user, keyed by its own UUID and linked to the Firebase identity by `firebase_uid`
 * (ADR 0006). Role flags gate the carOwner / facilityProvider / operator access levels.
 */
export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  firebaseUid: text('firebase_uid').notNull().unique(),
  /** The email of the identity at registration ('' when the provider gave none). */
  email: text('email').notNull(),
  name: text('name').notNull(),
  isCarOwner: boolean('is_car_owner').notNull().default(false),
  isFacilityProvider: boolean('is_facility_provider').notNull().default(false),
  isOperator: boolean('is_operator').notNull().default(false),
  /** Email on or off per notification kind (in-app notifications are always kept). */
  notificationSettings: jsonb('notification_settings').notNull().$type<NotificationSettings>().default(defaultNotificationSettings),
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  /**
   * 利用停止 by an operator (ADR 0033): unlike deactivation the account and its data are kept, and an
   * operator may lift it. While set, every signed-in call but show-current-user and send-contact is
   * refused and the user's listings are not listed. The why and who live in operator_audit_log.
   */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  /** The operator's reason, shown to the user in the refusal's screen (kept with the row while suspended). */
  suspensionReason: text('suspension_reason'),
  /**
   * 個人 or 法人 (issue 33): a corporate account names its company, which may pay by invoice. The company's
   * names are null for an individual account (a CHECK of migration 0020 keeps them so).
   */
  accountKind: text('account_kind').notNull().$type<AccountKind>().default('Individual'),
  companyName: text('company_name'),
  department: text('department'),
  billingContactName: text('billing_contact_name'),
  /** A host's 適格請求書発行事業者登録番号 (T + 13 digits, check digit validated) and its registered name, both or neither. */
  invoiceRegistrationNumber: text('invoice_registration_number'),
  invoiceRegisteredName: text('invoice_registered_name'),
  /** A host's Stripe Connect account (`acct_…`, ADR 0039): its payouts are transfers there when PAYMENT_PROVIDER=stripe. */
  stripeConnectAccountId: text('stripe_connect_account_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
