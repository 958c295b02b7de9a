/**
 * The three kinds of content staff write (ADR 0031), one table and one lifecycle for all of them:
 * articles (category, tags), news, and owner interviews (who was interviewed, optionally their listing).
 */
export const ContentKind = {
  values: ['Article', 'News', 'Interview'] as const,
  labels: { Article: '記事', News: 'お知らせ', Interview: 'オーナーインタビュー' },
};
export type ContentKind = (typeof ContentKind.values)[number];

/**
 * Draft: never shown. Scheduled: shown from `publishAt` on, without anyone acting (the public reads
 * compare with the clock). Published: shown. Unpublished: taken down, shown to nobody at once.
 */
export const ContentStatus = {
  values: ['Draft', 'Scheduled', 'Published', 'Unpublished'] as const,
  labels: { Draft: '下書き', Scheduled: '予約公開', Published: '公開中', Unpublished: '非公開' },
};
export type ContentStatus = (typeof ContentStatus.values)[number];

/** What a revision records (one per saving act). */
export const ContentRevisionAction = {
  values: ['Create', 'Update', 'Autosave', 'Publish', 'Schedule', 'Unpublish'] as const,
  labels: { Create: '作成', Update: '保存', Autosave: '自動保存', Publish: '公開', Schedule: '予約公開', Unpublish: '非公開' },
};
export type ContentRevisionAction = (typeof ContentRevisionAction.values)[number];

/**
 * Reading speed used for an article's reading time: Japanese prose is read at about 500 characters a
 * minute (the figure most Japanese publishers print); counted over the text without Markdown marks.
 */
export const READING_CHARS_PER_MINUTE = 500;

/** The days the popularity ranking looks back over (daily view buckets, ADR 0031). */
export const POPULAR_WINDOW_DAYS = [7, 30] as const;
