import { describe, expect, it } from 'vitest';
import { createContent } from './create-content.js';
import { listPopularArticle } from './list-popular-article.js';
import { searchArticles } from './search-articles.js';
import { showArticle } from './show-article.js';
import { unpublishContent } from './unpublish-content.js';
import { updateContent } from './update-content.js';

describe('the content contract', () => {
  it('takes URL slugs of lower-case ASCII words joined by single hyphens', () => {
    for (const slug of ['shachuhaku-basics', 'route-3days', 'a']) expect(showArticle.input.safeParse({ slug }).success, slug).toBe(true);
    for (const slug of ['車中泊', 'Shachuhaku', 'a--b', '-a', 'a-', 'a b', 'a/b', '', 'x'.repeat(81)])
      expect(showArticle.input.safeParse({ slug }).success, slug).toBe(false);
  });

  it('ranks over 7 or 30 days only, 7 by default', () => {
    expect(listPopularArticle.input.parse({})).toEqual({ limit: 6, days: 7 });
    expect(listPopularArticle.input.safeParse({ days: 30 }).success).toBe(true);
    expect(listPopularArticle.input.safeParse({ days: 14 }).success).toBe(false);
  });

  it('normalises the search keyword like the listings and refuses an empty one', () => {
    expect(searchArticles.input.parse({ keyword: 'ＲＶパーク　車中泊' }).keyword).toBe('rvぱーく 車中泊');
    expect(searchArticles.input.safeParse({ keyword: '   ' }).success).toBe(false);
  });

  it('requires a reason to unpublish, and refuses control characters in every text', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect(unpublishContent.input.safeParse({ contentId: id, reason: '' }).success).toBe(false);
    expect(unpublishContent.input.safeParse({ contentId: id }).success).toBe(false);
    expect(unpublishContent.input.safeParse({ contentId: id, reason: '古い情報のため' }).success).toBe(true);
    const form = { kind: 'Article', slug: 'a', title: 'タイトル' } as const;
    expect(createContent.input.safeParse({ ...form, title: 'a\u0000b' }).success).toBe(false);
    expect(createContent.input.safeParse({ ...form, bodyMarkdown: '本文\u0007' }).success).toBe(false);
    // Markdown keeps its line breaks and indentation as written (CR LF becomes LF).
    expect(createContent.input.parse({ ...form, bodyMarkdown: '  - 一\r\n    - 二\n' }).bodyMarkdown).toBe('  - 一\n    - 二\n');
  });

  it('gives the editor its defaults and the revision check', () => {
    const parsed = createContent.input.parse({ kind: 'News', slug: 'n', title: 'お知らせ' });
    expect(parsed).toMatchObject({ summary: '', bodyMarkdown: '', coverImageId: null, categorySlug: null, tags: [], listingId: null });
    expect(updateContent.input.safeParse({ contentId: '00000000-0000-4000-8000-000000000000', slug: 'n', title: 't' }).success).toBe(false);
  });
});
