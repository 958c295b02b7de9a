import { z } from 'zod';
import { image } from '../images/dto.js';
import { contentCategory, contentTag } from './taxonomy.js';

const instant = z.iso.datetime({ offset: true });

/** One heading of a long article's table of contents; `id` is the heading's anchor (`#id`). */
export const tocEntry = z.object({ id: z.string(), text: z.string(), level: z.number().int().min(2).max(3) });
export type TocEntry = z.infer<typeof tocEntry>;

/** Markdown rendered on the server: sanitised HTML, the table of contents and the reading time. */
export const renderedBody = z.object({
  /** Sanitised HTML (no script, no event attributes, no javascript:/data: links); safe to insert as is. */
  html: z.string(),
  /** Headings h2/h3 with their anchors; empty for a short text (fewer than 3 headings). */
  toc: z.array(tocEntry),
  /** Characters of readable text (Markdown marks and spaces not counted). */
  characterCount: z.number().int(),
  /** Minutes at READING_CHARS_PER_MINUTE, at least 1. */
  readingMinutes: z.number().int(),
});
export type RenderedBody = z.infer<typeof renderedBody>;

export const articleCategoryRef = z.object({ slug: z.string(), name: z.string() });

/** An article in a list. */
export const articleCard = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImage: image.nullable(),
  category: articleCategoryRef,
  tags: z.array(contentTag),
  publishedAt: instant,
  readingMinutes: z.number().int(),
});
export type ArticleCard = z.infer<typeof articleCard>;

/** A published article with its rendered body and the articles related to it (same tags, then same category). */
export const articleDetail = articleCard.extend({
  ...renderedBody.shape,
  updatedAt: instant,
  authorName: z.string(),
  related: z.array(articleCard),
});
export type ArticleDetail = z.infer<typeof articleDetail>;

/** An article in a popularity ranking, with its views over the window. */
export const popularArticle = articleCard.extend({ views: z.number().int() });
export type PopularArticle = z.infer<typeof popularArticle>;

export const popularCategory = contentCategory.extend({ views: z.number().int() });
export type PopularCategory = z.infer<typeof popularCategory>;

export const popularTag = contentTag.extend({ articleCount: z.number().int(), views: z.number().int() });
export type PopularTag = z.infer<typeof popularTag>;

/** A news item in a list. */
export const newsCard = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImage: image.nullable(),
  publishedAt: instant,
});
export type NewsCard = z.infer<typeof newsCard>;

export const newsDetail = newsCard.extend({ ...renderedBody.shape, updatedAt: instant });
export type NewsDetail = z.infer<typeof newsDetail>;

/** The car or spot an interviewed owner lists, when it is publicly visible. */
export const interviewListing = z.object({ kind: z.enum(['Car', 'Spot']), id: z.uuid(), title: z.string() });

/** An owner interview in a list. */
export const interviewCard = z.object({
  id: z.uuid(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  coverImage: image.nullable(),
  /** How the interviewed owner is named on the page, e.g. 「長野県・佐藤さん（ハイエース オーナー）」. */
  intervieweeName: z.string(),
  listing: interviewListing.nullable(),
  publishedAt: instant,
});
export type InterviewCard = z.infer<typeof interviewCard>;

export const interviewDetail = interviewCard.extend({ ...renderedBody.shape, updatedAt: instant });
export type InterviewDetail = z.infer<typeof interviewDetail>;
