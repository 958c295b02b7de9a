import type { ContentKind, EditableContent } from '@kurumatabi/contract';

/** What the editor's fields hold (tags as the editor names them: a Japanese name and a slug). */
export interface EditorDraft {
  slug: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
  coverImageId: string | null;
  categorySlug: string | null;
  tags: { slug: string; name: string }[];
  intervieweeName: string | null;
}

export function draftOf(content: EditableContent): EditorDraft {
  return {
    slug: content.slug,
    title: content.title,
    summary: content.summary,
    bodyMarkdown: content.bodyMarkdown,
    coverImageId: content.coverImage?.id ?? null,
    categorySlug: content.categorySlug,
    tags: content.tags.map((tag) => ({ slug: tag.slug, name: tag.name })),
    intervieweeName: content.intervieweeName,
  };
}

/** Whether the editor holds something the server does not have yet. */
export function isDirty(draft: EditorDraft, saved: EditableContent): boolean {
  return JSON.stringify(draft) !== JSON.stringify(draftOf(saved));
}

/**
 * The fields update-content takes for this kind: an article's category and tags, an interview's
 * interviewee and listing, nothing of the others (the API refuses fields of another kind).
 */
export function fieldsOf(kind: ContentKind, draft: EditorDraft, saved: Pick<EditableContent, 'listingKind' | 'listingId'>) {
  return {
    slug: draft.slug.trim(),
    title: draft.title.trim(),
    summary: draft.summary,
    bodyMarkdown: draft.bodyMarkdown,
    coverImageId: draft.coverImageId,
    categorySlug: kind === 'Article' ? draft.categorySlug : null,
    tags: kind === 'Article' ? draft.tags : [],
    intervieweeName: kind === 'Interview' ? (draft.intervieweeName?.trim() ?? null) || null : null,
    listingKind: kind === 'Interview' ? saved.listingKind : null,
    listingId: kind === 'Interview' ? saved.listingId : null,
  };
}

/** A slug suggestion for a new item: the date and the kind, lower-case ASCII (the title is Japanese). */
export function suggestedSlug(kind: ContentKind, now: Date): string {
  const day = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  const prefix = { Article: 'article', News: 'news', Interview: 'interview' }[kind];
  return `${prefix}-${day}-${now.getTime().toString(36).slice(-4)}`;
}

/** A tag typed by the editor as `名前` or `名前:slug`; its slug must be written when the name is Japanese. */
export function parseTag(text: string): { slug: string; name: string } | { error: string } {
  const [rawName = '', rawSlug] = text.split(/[:：]/);
  const name = rawName.trim();
  const slug = (rawSlug ?? (/^[a-z0-9-]+$/i.test(name) ? name : '')).trim().toLowerCase();
  if (!name) return { error: 'タグ名を入力してください。' };
  if (!slug) return { error: '日本語のタグは「名前:slug」の形で入力してください（例: 温泉:onsen）。' };
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return { error: 'スラッグは半角英小文字・数字・ハイフンで入力してください。' };
  return { slug, name };
}
