import type { LegalDocument, LegalKind } from '@kurumatabi/contract';
import { DocumentVersionKind } from '@kurumatabi/contract/enums';
import { sql } from 'drizzle-orm';
import { check, date, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { inValues } from './enum-check.js';

export const legalKinds = ['Terms', 'PrivacyPolicy', 'ShareContract'] as const satisfies readonly LegalKind[];

/**
 * Every version of every legal text (ADR 0004). `version_kind` is the contract's
 * DocumentVersionKind: exactly one `Current` version per kind, enforced by a partial unique index,
 * so publishing a new version is "demote the current one, insert the new one" in one transaction.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull().$type<LegalKind>(),
    version: text('version').notNull(),
    versionKind: text('version_kind').notNull().default('Normal').$type<DocumentVersionKind>(),
    title: text('title').notNull(),
    effectiveOn: date('effective_on', { mode: 'string' }).notNull(),
    preamble: text('preamble').notNull(),
    sections: jsonb('sections').notNull().$type<LegalDocument['sections']>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('legal_documents_kind_version_unique').on(t.kind, t.version),
    uniqueIndex('legal_documents_one_current_per_kind')
      .on(t.kind)
      .where(sql`${t.versionKind} = 'Current'`),
    check('legal_documents_kind_check', inValues(t.kind, legalKinds)),
    check('legal_documents_version_kind_check', inValues(t.versionKind, DocumentVersionKind.values)),
  ],
);

export type LegalDocumentRow = typeof legalDocuments.$inferSelect;
