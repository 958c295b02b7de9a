import type { ContentKind, ContentSummary, EditableContent, Image } from '@kurumatabi/contract';
import type { ContentRow, ContentSnapshot } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { searchColumns } from '../listings/listing-documents.js';
import type { ContentEditorRepository, ContentValues } from './content-editor.repository.js';

/** The editor's fields as the contract parses them (defaults applied). */
export interface ContentFieldsInput {
  slug: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
  coverImageId: string | null;
  categorySlug: string | null;
  tags: { slug: string; name: string }[];
  intervieweeName: string | null;
  listingKind: 'Car' | 'Spot' | null;
  listingId: string | null;
}

/**
 * The kind's rules (ADR 0031): an article has a category (and may have tags); only an interview
 * names an interviewee and a listing (both parts of the listing or neither). Then the references:
 * the category, the cover (a public image) and the listing must exist.
 */
export async function checkFields(repo: ContentEditorRepository, kind: ContentKind, f: ContentFieldsInput): Promise<void> {
  const article = kind === 'Article';
  const interview = kind === 'Interview';
  if (article !== (f.categorySlug !== null)) throw new AppError('CONTENT_FIELDS_INVALID');
  if (!article && f.tags.length > 0) throw new AppError('CONTENT_FIELDS_INVALID');
  if (!interview && (f.intervieweeName !== null || f.listingKind !== null || f.listingId !== null))
    throw new AppError('CONTENT_FIELDS_INVALID');
  if ((f.listingKind === null) !== (f.listingId === null)) throw new AppError('CONTENT_FIELDS_INVALID');
  if (new Set(f.tags.map((t) => t.slug)).size !== f.tags.length) throw new AppError('CONTENT_FIELDS_INVALID');
  if (f.categorySlug !== null && !(await repo.categoryExists(f.categorySlug))) throw new AppError('ARTICLE_CATEGORY_NOT_FOUND');
  if (f.coverImageId !== null && !(await repo.publicImageExists(f.coverImageId))) throw new AppError('IMAGE_NOT_FOUND');
  if (f.listingKind !== null && f.listingId !== null && !(await repo.listingExists(f.listingKind, f.listingId)))
    throw new AppError(f.listingKind === 'Car' ? 'CAR_NOT_FOUND' : 'SPOT_NOT_FOUND');
}

/** The row's columns for the fields, with the keyword columns (title and summary first: grams come from the start). */
export function columnsOf(f: ContentFieldsInput): Partial<ContentValues> {
  return {
    slug: f.slug,
    title: f.title,
    summary: f.summary,
    bodyMarkdown: f.bodyMarkdown,
    coverImageId: f.coverImageId,
    categorySlug: f.categorySlug,
    intervieweeName: f.intervieweeName,
    carId: f.listingKind === 'Car' ? f.listingId : null,
    spotId: f.listingKind === 'Spot' ? f.listingId : null,
    ...searchColumns([f.title, f.summary, f.tags.map((t) => t.name).join(' '), f.bodyMarkdown]),
  };
}

export function snapshotOf(row: ContentRow, tags: { slug: string; name: string }[]): ContentSnapshot {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    bodyMarkdown: row.bodyMarkdown,
    coverImageId: row.coverImageId,
    categorySlug: row.categorySlug,
    tags,
    intervieweeName: row.intervieweeName,
    carId: row.carId,
    spotId: row.spotId,
  };
}

/** Seen by the public now: Published, or Scheduled and its time has come. */
export function isLive(row: ContentRow, now: Date): boolean {
  return (row.status === 'Published' || row.status === 'Scheduled') && row.publishAt !== null && row.publishAt <= now;
}

export function summaryOf(row: ContentRow, authorName: string, now: Date): ContentSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    status: row.status,
    publishAt: row.publishAt?.toISOString() ?? null,
    live: isLive(row, now),
    revision: row.revision,
    authorName,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function editableOf(
  row: ContentRow,
  extra: { authorName: string; coverImage: Image | null; tags: { slug: string; name: string }[]; now: Date },
): EditableContent {
  return {
    ...summaryOf(row, extra.authorName, extra.now),
    summary: row.summary,
    bodyMarkdown: row.bodyMarkdown,
    coverImage: extra.coverImage,
    categorySlug: row.categorySlug,
    tags: extra.tags,
    intervieweeName: row.intervieweeName,
    listingKind: row.carId ? 'Car' : row.spotId ? 'Spot' : null,
    listingId: row.carId ?? row.spotId ?? null,
    firstPublishedAt: row.firstPublishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What publication needs: a title, a summary and a body (an article's category is the table's CHECK). */
export function assertComplete(row: ContentRow): void {
  if (row.title.trim() === '' || row.summary.trim() === '' || row.bodyMarkdown.trim() === '') throw new AppError('CONTENT_INCOMPLETE');
}
