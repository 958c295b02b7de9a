import type { ReviewAuthorRole } from '@kurumatabi/contract';
import type { NotificationMessage } from '../notifications/notifier.js';

/** The review notices (kind Review, ADR 0013), in Japanese; each links to where the reader acts. */

const reviewPage = (reserveId: string) => `/reserves/${reserveId}/review`;

export const reviewNotices = {
  /** The other side wrote; the reader's own review publishes both (the blind rule). */
  counterpartWrote: (reserveId: string, writer: ReviewAuthorRole, listingTitle: string): NotificationMessage => ({
    kind: 'Review',
    title: writer === 'Guest' ? 'ゲストがレビューを投稿しました' : 'ホストがレビューを投稿しました',
    body: `「${listingTitle}」のご利用について、${writer === 'Guest' ? 'ゲスト' : 'ホスト'}がレビューを書きました。あなたもレビューを書くと、お互いのレビューが同時に公開されます。`,
    link: reviewPage(reserveId),
  }),
  published: (reserveId: string, listingTitle: string): NotificationMessage => ({
    kind: 'Review',
    title: 'レビューが公開されました',
    body: `「${listingTitle}」のご利用についてのレビューが公開されました。`,
    link: reviewPage(reserveId),
  }),
  reminder: (reserveId: string, listingTitle: string, closesOn: string): NotificationMessage => ({
    kind: 'Review',
    title: 'レビューの投稿期限が近づいています',
    body: `「${listingTitle}」のご利用についてのレビューは${closesOn}まで投稿できます。`,
    link: reviewPage(reserveId),
  }),
  replied: (reviewId: string, listingTitle: string): NotificationMessage => ({
    kind: 'Review',
    title: 'ホストがレビューに返信しました',
    body: `「${listingTitle}」へのあなたのレビューに、ホストが返信しました。`,
    link: `/reviews/${reviewId}`,
  }),
  removed: (listingTitle: string, reason: string): NotificationMessage => ({
    kind: 'Review',
    title: 'レビューが運営により削除されました',
    body: `「${listingTitle}」のご利用についてのあなたのレビューは、ガイドラインに沿わないため削除されました。理由: ${reason}`,
    link: null,
  }),
};

const dateFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

/** `2026年12月9日(水) 15:30` in Japan time. */
export function japanDateTime(at: Date): string {
  const parts = Object.fromEntries(dateFormat.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}年${parts.month}月${parts.day}日(${parts.weekday}) ${parts.hour}:${parts.minute}`;
}
