import {
  japanDay,
  type ArticleCard,
  type ArticleDetail,
  type ContentKind,
  type Image,
  type InterviewCard,
  type InterviewDetail,
  type NewsCard,
  type NewsDetail,
  type Output,
  type ParsedInput,
  type listArticleOverview as overviewCall,
  type listPopularArticleCategory as popularCategoryCall,
  type listPopularArticleTag as popularTagCall,
  type PopularArticle,
} from '@kurumatabi/contract';
import type { ContentRow, ImageRow } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { ContentCache } from './content-cache.js';
import type { ContentPublicRepository } from './content-public.repository.js';
import type { ContentViewer, ContentViews } from './content-views.js';
import { imageIdsIn, renderMarkdown } from './markdown/render-markdown.js';

const RELATED_ARTICLES = 3;
const OVERVIEW_LATEST = 4;
const OVERVIEW_TAGS = 40;
const DAY_MS = 86_400_000;

type Page<T> = { items: T[]; total: number; limit: number; offset: number };

/**
 * The public reads of articles, news and owner interviews (ADR 0031): visible rows only (the clock
 * decides a scheduled one), rendered and sanitised on the server, kept in the content cache.
 */
export function createContentPublicService(deps: {
  repository: ContentPublicRepository;
  cache: ContentCache;
  views: ContentViews;
  toImage: (row: ImageRow) => Image;
  now: () => Date;
}) {
  const { repository: repo, cache } = deps;

  async function imageMap(ids: (string | null)[]): Promise<Map<string, Image>> {
    const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
    return new Map((await repo.publicImages(wanted)).map((row) => [row.id, deps.toImage(row)]));
  }

  async function categoryNames(): Promise<Map<string, string>> {
    return cache.get('categories', async () => {
      const rows = await repo.categories(deps.now());
      return new Map(rows.map((row) => [row.slug, row.name]));
    });
  }

  async function articleCards(rows: ContentRow[]): Promise<ArticleCard[]> {
    const [images, tags, names] = await Promise.all([
      imageMap(rows.map((r) => r.coverImageId)),
      repo.tagsOf(rows.map((r) => r.id)),
      categoryNames(),
    ]);
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      coverImage: (row.coverImageId && images.get(row.coverImageId)) || null,
      category: { slug: row.categorySlug ?? '', name: names.get(row.categorySlug ?? '') ?? '' },
      tags: tags.get(row.id) ?? [],
      publishedAt: row.publishAt!.toISOString(),
      readingMinutes: renderMarkdown(row.bodyMarkdown).readingMinutes,
    }));
  }

  async function newsCards(rows: ContentRow[]): Promise<NewsCard[]> {
    const images = await imageMap(rows.map((r) => r.coverImageId));
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      coverImage: (row.coverImageId && images.get(row.coverImageId)) || null,
      publishedAt: row.publishAt!.toISOString(),
    }));
  }

  async function interviewCards(rows: ContentRow[]): Promise<InterviewCard[]> {
    const images = await imageMap(rows.map((r) => r.coverImageId));
    const listings = await Promise.all(rows.map((row) => repo.listedListing(row.carId, row.spotId)));
    return rows.map((row, i) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      coverImage: (row.coverImageId && images.get(row.coverImageId)) || null,
      intervieweeName: row.intervieweeName ?? '',
      listing: listings[i] ?? null,
      publishedAt: row.publishAt!.toISOString(),
    }));
  }

  /** The body rendered with the pipeline images it names. */
  async function rendered(row: ContentRow) {
    return renderMarkdown(row.bodyMarkdown, await imageMap(imageIdsIn(row.bodyMarkdown)));
  }

  function page<K extends ContentKind, T>(kind: K, toCards: (rows: ContentRow[]) => Promise<T[]>) {
    return (input: { limit: number; offset: number }, filter: { categorySlug?: string; tagSlug?: string; keyword?: string } = {}) =>
      cache.get(`${kind}|${JSON.stringify(filter)}|${input.limit}|${input.offset}`, async (): Promise<Page<T>> => {
        const { rows, total } = await repo.list({ kind, now: deps.now(), limit: input.limit, offset: input.offset, ...filter });
        return { items: await toCards(rows), total, limit: input.limit, offset: input.offset };
      });
  }
  const articlePage = page('Article', articleCards);
  const newsPage = page('News', newsCards);
  const interviewPage = page('Interview', interviewCards);

  async function listArticleByCategory(input: { category: string; limit: number; offset: number }) {
    const categories = await cache.get('category-counts', () => repo.categories(deps.now()));
    const category = categories.find((c) => c.slug === input.category);
    if (!category) throw new AppError('ARTICLE_CATEGORY_NOT_FOUND');
    return { ...(await articlePage(input, { categorySlug: category.slug })), category };
  }

  async function listArticleByTag(input: { tag: string; limit: number; offset: number }) {
    const tag = await cache.get(`tag|${input.tag}`, async () => {
      const known = await repo.tagBySlug(input.tag);
      if (!known) throw new AppError('ARTICLE_TAG_NOT_FOUND');
      const [used] = await repo.tagsInUse(deps.now(), 1, known.slug);
      return { slug: known.slug, name: known.name, articleCount: used?.articleCount ?? 0 };
    });
    return { ...(await articlePage(input, { tagSlug: tag.slug })), tag };
  }

  async function listArticleOverview(): Promise<Output<typeof overviewCall>> {
    return cache.get('overview', async () => {
      const now = deps.now();
      const [categories, tags] = await Promise.all([repo.categories(now), repo.tagsInUse(now, OVERVIEW_TAGS)]);
      const latest = await Promise.all(
        categories.map((c) => repo.list({ kind: 'Article', now, limit: OVERVIEW_LATEST, offset: 0, categorySlug: c.slug })),
      );
      const cards = await Promise.all(latest.map(({ rows }) => articleCards(rows)));
      return { categories: categories.map((category, i) => ({ category, latest: cards[i] ?? [] })), tags };
    });
  }

  async function listNewArticle(input: { limit: number }) {
    return { items: (await articlePage({ limit: input.limit, offset: 0 })).items };
  }

  /** The first day (Japan time) of a window of `days` days ending today. */
  function sinceDay(days: number): string {
    return japanDay(new Date(deps.now().getTime() - (days - 1) * DAY_MS));
  }

  async function listPopularArticle(input: { limit: number; days: number }): Promise<{ items: PopularArticle[] }> {
    return cache.get(`popular|${input.days}|${input.limit}`, async () => {
      const rows = await repo.popularArticles(deps.now(), sinceDay(input.days), input.limit);
      const cards = await articleCards(rows);
      return { items: cards.map((card, i) => ({ ...card, views: rows[i]!.views })) };
    });
  }

  async function listPopularArticleCategory(input: ParsedInput<typeof popularCategoryCall>) {
    return cache.get(`popular-categories|${input.days}|${input.limit}`, async (): Promise<Output<typeof popularCategoryCall>> => {
      const result = await repo.popularCategories(deps.now(), sinceDay(input.days));
      return {
        items: result.rows
          .slice(0, input.limit)
          .map((r) => ({ slug: r.slug, name: r.name, description: r.description, articleCount: r.article_count, views: r.views })),
      };
    });
  }

  async function listPopularArticleTag(input: ParsedInput<typeof popularTagCall>) {
    return cache.get(`popular-tags|${input.days}|${input.limit}`, async (): Promise<Output<typeof popularTagCall>> => {
      const result = await repo.popularTags(deps.now(), sinceDay(input.days), input.limit);
      return { items: result.rows.map((r) => ({ slug: r.slug, name: r.name, articleCount: r.article_count, views: r.views })) };
    });
  }

  /**
   * A visible item by slug, cached with its rendering; the reader's view is offered to the counter
   * (once per person and day, batched: ADR 0044). No viewer (an in-process read) counts nothing.
   */
  async function detail<T>(
    kind: ContentKind,
    slug: string,
    viewer: ContentViewer | null,
    notFound: 'ARTICLE_NOT_FOUND' | 'NEWS_NOT_FOUND' | 'OWNER_INTERVIEW_NOT_FOUND',
    build: (row: ContentRow) => Promise<T>,
  ) {
    // A miss throws inside the load, so it is not kept: unknown slugs cannot crowd the cache out.
    const found = await cache.get(`detail|${kind}|${slug}`, async () => {
      const row = await repo.findBySlug(kind, slug, deps.now());
      if (!row) throw new AppError(notFound);
      return { id: row.id, value: await build(row) };
    });
    if (viewer) deps.views.record(found.id, viewer);
    return found.value;
  }

  function showArticle(slug: string, viewer: ContentViewer | null): Promise<ArticleDetail> {
    return detail('Article', slug, viewer, 'ARTICLE_NOT_FOUND', async (row) => {
      const [[card], body, related, authorName] = await Promise.all([
        articleCards([row]),
        rendered(row),
        repo.related(row, deps.now(), RELATED_ARTICLES).then(articleCards),
        repo.userName(row.authorUserId),
      ]);
      return { ...card!, ...body, updatedAt: row.updatedAt.toISOString(), authorName, related };
    });
  }

  function showNews(slug: string, viewer: ContentViewer | null): Promise<NewsDetail> {
    return detail('News', slug, viewer, 'NEWS_NOT_FOUND', async (row) => {
      const [[card], body] = await Promise.all([newsCards([row]), rendered(row)]);
      return { ...card!, ...body, updatedAt: row.updatedAt.toISOString() };
    });
  }

  function showOwnerInterview(slug: string, viewer: ContentViewer | null): Promise<InterviewDetail> {
    return detail('Interview', slug, viewer, 'OWNER_INTERVIEW_NOT_FOUND', async (row) => {
      const [[card], body] = await Promise.all([interviewCards([row]), rendered(row)]);
      return { ...card!, ...body, updatedAt: row.updatedAt.toISOString() };
    });
  }

  return {
    listArticle: (input: { limit: number; offset: number }) => articlePage(input),
    listArticleByCategory,
    listArticleByTag,
    listArticleOverview,
    listNewArticle,
    listPopularArticle,
    listPopularArticleCategory,
    listPopularArticleTag,
    searchArticles: (input: { keyword: string; limit: number; offset: number }) => articlePage(input, { keyword: input.keyword }),
    showArticle,
    listNews: (input: { limit: number; offset: number }) => newsPage(input),
    showLatestNews: async (input: { limit: number }) => ({ items: (await newsPage({ limit: input.limit, offset: 0 })).items }),
    showNews,
    listOwnerInterview: (input: { limit: number; offset: number }) => interviewPage(input),
    showOwnerInterview,
  };
}

export type ContentPublicService = ReturnType<typeof createContentPublicService>;
