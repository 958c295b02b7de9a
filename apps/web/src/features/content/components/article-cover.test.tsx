import type { ArticleDetail } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createStaticHandler, createStaticRouter, RouterProvider, StaticRouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ArticleCard } from './article-card';
import { ArticleView } from './article-view';

afterEach(cleanup);

const cover = {
  id: '00000000-0000-4000-8000-000000000001',
  width: 1600,
  height: 900,
  variants: [{ width: 800, height: 450, url: '/images/public/c/800.webp' }],
  visibility: 'Public' as const,
  urlsExpireAt: null,
  createdAt: '2026-11-01T09:00:00+09:00',
};

const article: ArticleDetail = {
  id: '11111111-1111-4111-8111-111111111111',
  slug: 'winter-shachuhaku',
  title: '冬の車中泊で気をつけること',
  summary: '寒さ対策と安全のポイント。',
  coverImage: null,
  category: { slug: 'shachuhaku-basics', name: '車中泊の基本' },
  tags: [],
  publishedAt: '2026-11-20T09:00:00+09:00',
  updatedAt: '2026-11-21T09:00:00+09:00',
  readingMinutes: 4,
  html: '<p>本文です。</p>',
  toc: [],
  characterCount: 5,
  authorName: 'くるま旅編集部',
  related: [],
};

function renderIn(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('an article without a cover image', () => {
  it('shows its category’s panel on a card in the cover’s place (same 16:9 box: no layout shift), never an image', () => {
    renderIn(<ArticleCard article={article} />);
    const panel = screen.getByTestId('cover-fallback');
    expect(panel.dataset.category).toBe('shachuhaku-basics');
    expect(panel.getAttribute('aria-hidden')).toBe('true');
    expect(panel.textContent).toBe('車中泊の基本');
    expect(panel.parentElement!.className).toContain('aspect-[16/9]');
    expect(document.querySelector('img')).toBeNull();
  });

  it('gives another category its own panel, and a card with a cover its image', () => {
    renderIn(
      <>
        <ArticleCard
          article={{ ...article, id: '22222222-2222-4222-8222-222222222222', category: { slug: 'model-routes', name: '旅のモデルコース' } }}
        />
        <ArticleCard article={{ ...article, coverImage: cover }} />
      </>,
    );
    expect(screen.getAllByTestId('cover-fallback').map((p) => p.dataset.category)).toEqual(['model-routes']);
    expect(document.querySelectorAll('img')).toHaveLength(1);
  });

  it('leaves the box out of the article page, in the browser and in the server’s HTML', async () => {
    renderIn(<ArticleView article={article} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(article.title);
    expect(screen.queryByTestId('cover-fallback')).toBeNull();
    expect(document.querySelector('article img, article .aspect-\\[16\\/9\\]')).toBeNull();
    cleanup();

    const routes = [{ path: '/articles/:slug', element: <ArticleView article={article} /> }];
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request('http://localhost/articles/winter-shachuhaku'));
    if (context instanceof Response) throw new Error('unexpected redirect');
    const html = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} />
      </QueryClientProvider>,
    );
    expect(html).toContain('冬の車中泊で気をつけること');
    expect(html).toContain('本文です。');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('aspect-[16/9]');
    expect(html).not.toContain('cover-fallback');

    const withCover = renderToString(
      <QueryClientProvider client={createQueryClient()}>
        <StaticRouterProvider
          router={createStaticRouter(
            createStaticHandler([{ path: '*', element: <ArticleView article={{ ...article, coverImage: cover }} /> }]).dataRoutes,
            context,
          )}
          context={context}
        />
      </QueryClientProvider>,
    );
    expect(withCover).toContain('src="/images/public/c/800.webp"');
  });
});
