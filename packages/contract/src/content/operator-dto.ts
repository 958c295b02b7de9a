import { z } from 'zod';
import { singleLineText, multiLineText } from '../common.js';
import { image } from '../images/dto.js';
import { ContentKind, ContentRevisionAction, ContentStatus } from './kinds.js';
import { contentCategory, contentSlug, contentTag, contentTagInput } from './taxonomy.js';

const instant = z.iso.datetime({ offset: true });

/**
 * Why staff did something, kept in the audit log (ADR 0025). Optional where the act explains
 * itself (saving, publishing); required to take content down.
 */
export const contentActionReason = singleLineText('理由').max(200, '理由は200文字以内で入力してください。');
export const requiredContentActionReason = contentActionReason.min(1, '理由を入力してください。');

/** The fields an editor writes; which apply depends on the kind (checked by the API, ADR 0031). */
export const contentFields = {
  slug: contentSlug,
  title: singleLineText('タイトル').min(1, 'タイトルを入力してください。').max(120, 'タイトルは120文字以内で入力してください。'),
  summary: multiLineText('概要').max(300, '概要は300文字以内で入力してください。').default(''),
  /** Markdown as written; stored unchanged and rendered (sanitised) on the server. */
  bodyMarkdown: multiLineText('本文', { trim: false }).max(60_000, '本文は60,000文字以内で入力してください。').default(''),
  /** A public image from the image pipeline (upload-content-image). */
  coverImageId: z.uuid().nullable().default(null),
  /** Articles only: one of the four categories. */
  categorySlug: contentSlug.nullable().default(null),
  /** Articles only: up to 8 tags. */
  tags: z.array(contentTagInput).max(8, 'タグは8個までです。').default([]),
  /** Interviews only: how the owner is named. */
  intervieweeName: singleLineText('インタビュー相手').max(80, 'インタビュー相手は80文字以内で入力してください。').nullable().default(null),
  /** Interviews only: the owner's car or spot, linked from the interview while it is publicly visible. */
  listingKind: z.enum(['Car', 'Spot']).nullable().default(null),
  listingId: z.uuid().nullable().default(null),
};

/** The editor's text for a preview (nothing is saved). */
export const previewFields = {
  kind: z.enum(ContentKind.values),
  bodyMarkdown: contentFields.bodyMarkdown,
};

/** Content in the operators' list. */
export const contentSummary = z.object({
  id: z.uuid(),
  kind: z.enum(ContentKind.values),
  slug: z.string(),
  title: z.string(),
  status: z.enum(ContentStatus.values),
  /** Scheduled: when it goes out; Published: when it went out. */
  publishAt: instant.nullable(),
  /** True when the public sees it now (Published, or Scheduled and its time has come). */
  live: z.boolean(),
  revision: z.number().int(),
  authorName: z.string(),
  updatedAt: instant,
});
export type ContentSummary = z.infer<typeof contentSummary>;

/** Content as the editor loads it. */
export const editableContent = contentSummary.extend({
  summary: z.string(),
  bodyMarkdown: z.string(),
  coverImage: image.nullable(),
  categorySlug: z.string().nullable(),
  tags: z.array(contentTag),
  intervieweeName: z.string().nullable(),
  listingKind: z.enum(['Car', 'Spot']).nullable(),
  listingId: z.uuid().nullable(),
  firstPublishedAt: instant.nullable(),
  createdAt: instant,
});
export type EditableContent = z.infer<typeof editableContent>;

/** One saved version of a content item: who saved it, how, and what it said. */
export const contentRevision = z.object({
  revision: z.number().int(),
  action: z.enum(ContentRevisionAction.values),
  savedAt: instant,
  savedBy: z.object({ id: z.uuid(), name: z.string() }),
  status: z.enum(ContentStatus.values),
  publishAt: instant.nullable(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  bodyMarkdown: z.string(),
});
export type ContentRevision = z.infer<typeof contentRevision>;

/** What the editor offers to choose from. */
export const contentTaxonomy = z.object({ categories: z.array(contentCategory), tags: z.array(contentTag) });
export type ContentTaxonomy = z.infer<typeof contentTaxonomy>;
