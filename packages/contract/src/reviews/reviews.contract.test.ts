import { describe, expect, it } from 'vitest';
import { createReview } from './create-review.js';
import { listReview } from './list-review.js';
import { showReviewSummary } from './show-review-summary.js';
import { aspectsFor, roundAverage, CAR_REVIEW_ASPECTS, GUEST_REVIEW_ASPECTS, SPOT_REVIEW_ASPECTS } from './rules.js';

const reserveId = '6f1d8c1e-2a4b-4c6d-8e0f-1a2b3c4d5e6f';
const carAspects = { cleanliness: 5, accuracy: 4, communication: 5, handover: 4, value: 3 };

function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the aspects of a review', () => {
  it('are the car’s five for a guest’s car review, the spot’s five for a spot, the guest’s three for a host', () => {
    expect(aspectsFor('Guest', 'Car')).toEqual(CAR_REVIEW_ASPECTS);
    expect(aspectsFor('Guest', 'Spot')).toEqual(SPOT_REVIEW_ASPECTS);
    expect(aspectsFor('Host', 'Car')).toEqual(GUEST_REVIEW_ASPECTS);
    expect(aspectsFor('Host', 'Spot')).toEqual(GUEST_REVIEW_ASPECTS);
  });
});

describe('roundAverage', () => {
  it('rounds halves up to two decimals, as PostgreSQL’s round(numeric, 2) does', () => {
    expect(roundAverage(14, 3)).toBe(4.67);
    expect(roundAverage(933, 200)).toBe(4.67); // 4.665 exactly
    expect(roundAverage(9, 2)).toBe(4.5);
    expect(roundAverage(5, 1)).toBe(5);
  });
});

describe('create-review’s input', () => {
  const body = { reserveId, overall: 5, aspects: carAspects, text: 'とても清潔で、受け渡しもスムーズでした。' };

  it('takes a full review and defaults the photos to none', () => {
    expect(createReview.input.parse(body)).toMatchObject({ ...body, photoIds: [] });
  });

  it('refuses stars out of range, an empty or too long text and a control character, in Japanese', () => {
    expect(issuesOf(createReview.input.safeParse({ ...body, overall: 6 }))).toEqual([['overall', '総合評価は星1〜5で選んでください。']]);
    expect(issuesOf(createReview.input.safeParse({ ...body, overall: 2.5 }))).toEqual([['overall', '総合評価は星1〜5で選んでください。']]);
    expect(issuesOf(createReview.input.safeParse({ ...body, aspects: { ...carAspects, value: 0 } }))).toEqual([
      ['aspects.value', 'コストパフォーマンスは星1〜5で選んでください。'],
    ]);
    expect(issuesOf(createReview.input.safeParse({ ...body, text: '   ' }))).toEqual([
      ['text', 'レビュー本文は10文字以上で入力してください。'],
    ]);
    expect(issuesOf(createReview.input.safeParse({ ...body, text: 'あ'.repeat(2001) }))).toEqual([
      ['text', 'レビュー本文は2000文字以内で入力してください。'],
    ]);
    expect(issuesOf(createReview.input.safeParse({ ...body, text: 'きれいでした\u0000。とても良い' }))).toEqual([
      ['text', 'レビュー本文に使用できない文字が含まれています。'],
    ]);
  });

  it('refuses an aspect nobody scores and more than ten photos', () => {
    expect(createReview.input.safeParse({ ...body, aspects: { ...carAspects, wifi: 5 } }).success).toBe(false);
    const photoIds = Array.from({ length: 11 }, (_, i) => `6f1d8c1e-2a4b-4c6d-8e0f-1a2b3c4d5e${String(i).padStart(2, '0')}`);
    expect(issuesOf(createReview.input.safeParse({ ...body, photoIds }))).toEqual([['photoIds', '写真は10枚までです。']]);
  });
});

describe('the listing filters', () => {
  it('need the kind beside a listing', () => {
    expect(issuesOf(listReview.input.safeParse({ listingId: reserveId }))).toEqual([
      ['targetKind', '掲載を指定するときは、車両かスポットかも選んでください。'],
    ]);
    expect(listReview.input.safeParse({ listingId: reserveId, targetKind: 'Spot' }).success).toBe(true);
    expect(showReviewSummary.input.safeParse({ listingId: reserveId }).success).toBe(false);
    expect(showReviewSummary.input.safeParse({ targetKind: 'Car', listingId: reserveId }).success).toBe(true);
  });
});
