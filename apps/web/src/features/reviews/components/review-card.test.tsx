import type { Review } from '@kurumatabi/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewCard } from './review-card';

afterEach(cleanup);

const review: Review = {
  id: '6f1d8c1e-2a4b-4c6d-8e0f-1a2b3c4d5e6f',
  authorRole: 'Guest',
  author: { name: '旅人 花子' },
  listing: {
    targetKind: 'Spot',
    id: '11111111-1111-4111-8111-111111111111',
    title: '湖畔RVパーク',
    region: 'Chubu',
    prefecture: 'Nagano',
    cover: null,
  },
  overall: 5,
  aspects: [{ aspect: 'access', stars: 4 }],
  text: '湖がすぐ目の前で、朝焼けがとてもきれいでした。'.repeat(8),
  textMasked: false,
  photos: [],
  stayedIn: '2026-08',
  publishedAt: '2026-09-02T03:00:00.000Z',
  reply: { text: 'ご利用ありがとうございました。', masked: false, repliedAt: '2026-09-03T03:00:00.000Z', hostName: '湖畔 太郎' },
};

function renderCard(props: Partial<Parameters<typeof ReviewCard>[0]> = {}) {
  const router = createMemoryRouter([{ path: '*', element: <ReviewCard review={props.review ?? review} {...props} /> }]);
  render(<RouterProvider router={router} />);
}

describe('ReviewCard', () => {
  it('names the author, the month of the stay, the stars, the host’s answer and the way to the review', () => {
    renderCard();
    const card = screen.getByRole('article', { name: '旅人 花子さんのレビュー' });
    expect(card.textContent).toContain('2026年8月に利用');
    expect(screen.getByRole('img', { name: '5段階中5.0' })).toBeTruthy();
    expect(card.textContent).toContain('ホスト（湖畔 太郎さん）からの返信');
    expect(screen.getByRole('link', { name: '旅人 花子さんのレビューの詳細を見る' }).getAttribute('href')).toBe(`/reviews/${review.id}`);
    expect(screen.queryByRole('link', { name: /湖畔RVパーク/ })).toBeNull();
  });

  it('says so under a text or a reply whose contact details were hidden when stored, and only then', () => {
    renderCard();
    expect(screen.queryByText('電話番号やメールアドレスは自動的に非表示になりました。')).toBeNull();
    cleanup();
    renderCard({ review: { ...review, textMasked: true, reply: { ...review.reply!, masked: true } } });
    expect(screen.getAllByText('電話番号やメールアドレスは自動的に非表示になりました。')).toHaveLength(2);
  });

  it('folds a long text and opens it on 続きを読む', () => {
    renderCard();
    const more = screen.getByRole('button', { name: '続きを読む' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByRole('button', { name: '閉じる' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('links the listing with its kind and prefecture on the lists of all reviews', () => {
    renderCard({ showListing: true, showAspects: true });
    const link = screen.getByRole('link', { name: /湖畔RVパーク/ });
    expect(link.getAttribute('href')).toBe(`/spot/${review.listing.id}`);
    expect(link.textContent).toContain('スポット・長野県');
    expect(screen.getByText('アクセス')).toBeTruthy();
  });
});
