import { CAR_REVIEW_ASPECTS, GUEST_REVIEW_ASPECTS, type OwnReview } from '@kurumatabi/contract';
import { describe, expect, it } from 'vitest';
import { initialReviewValues, problemsFromDetails, reviewBody, reviewProblems } from './review-form';

const photo = {
  id: '7a1d8c1e-2a4b-4c6d-8e0f-1a2b3c4d5e6f',
  width: 800,
  height: 600,
  variants: [{ width: 320, height: 240, url: '/images/p/320.webp' }],
};

const own: OwnReview = {
  id: '6f1d8c1e-2a4b-4c6d-8e0f-1a2b3c4d5e6f',
  authorRole: 'Guest',
  author: { name: '旅人 花子' },
  listing: {
    targetKind: 'Car',
    id: '11111111-1111-4111-8111-111111111111',
    title: 'ハイエース',
    region: 'Chubu',
    prefecture: 'Nagano',
    cover: null,
  },
  overall: 4,
  aspects: [
    { aspect: 'cleanliness', stars: 5 },
    { aspect: 'value', stars: 3 },
  ],
  text: '車内がとても清潔で快適でした。',
  textMasked: false,
  photos: [photo],
  stayedIn: '2026-11',
  publishedAt: null,
  reply: null,
  status: 'Pending',
  rejectionReason: null,
  editable: true,
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-20T09:00:00.000Z',
};

describe('initialReviewValues', () => {
  it('starts with nothing chosen for each aspect of the review', () => {
    expect(initialReviewValues(GUEST_REVIEW_ASPECTS, null)).toEqual({
      overall: null,
      aspects: { communication: null, care: null, rules: null },
      text: '',
      photos: [],
    });
  });

  it('takes the stars, text and photos of the review being edited', () => {
    const values = initialReviewValues(CAR_REVIEW_ASPECTS, own);
    expect(values.overall).toBe(4);
    expect(values.aspects).toEqual({ cleanliness: 5, accuracy: null, communication: null, handover: null, value: 3 });
    expect(values.text).toBe(own.text);
    expect(values.photos).toEqual([photo]);
  });
});

describe('reviewProblems', () => {
  it('asks for every star not chosen, by its Japanese name, and for a long enough text', () => {
    const problems = reviewProblems(initialReviewValues(GUEST_REVIEW_ASPECTS, null), GUEST_REVIEW_ASPECTS);
    expect(problems).toEqual({
      overall: '総合評価を星1〜5で選んでください。',
      communication: 'コミュニケーションを星1〜5で選んでください。',
      care: '車両・施設の扱いを星1〜5で選んでください。',
      rules: 'ルールの順守を星1〜5で選んでください。',
      text: 'レビュー本文は10文字以上で入力してください。',
    });
  });

  it('reads the text by the contract’s rule: too long, and a control character', () => {
    const full = { overall: 5, aspects: { communication: 5, care: 4, rules: 5 }, photos: [] };
    expect(reviewProblems({ ...full, text: 'あ'.repeat(2001) }, GUEST_REVIEW_ASPECTS)).toEqual({
      text: 'レビュー本文は2000文字以内で入力してください。',
    });
    expect(reviewProblems({ ...full, text: 'とても丁寧な方でした\u0007。' }, GUEST_REVIEW_ASPECTS)).toEqual({
      text: 'レビュー本文に使用できない文字が含まれています。',
    });
    expect(reviewProblems({ ...full, text: '連絡がこまめで安心してお貸しできました。' }, GUEST_REVIEW_ASPECTS)).toEqual({});
  });
});

describe('reviewBody', () => {
  it('sends the stars of the review’s aspects only, the trimmed text, and photos for a guest', () => {
    const values = {
      overall: 5,
      aspects: { cleanliness: 5, accuracy: 4, communication: 5, handover: 4, value: 3, care: 2 },
      text: '  最高の旅でした！また借ります。 ',
      photos: [photo],
    };
    expect(reviewBody(values, CAR_REVIEW_ASPECTS, true)).toEqual({
      overall: 5,
      aspects: { cleanliness: 5, accuracy: 4, communication: 5, handover: 4, value: 3 },
      text: '最高の旅でした！また借ります。',
      photoIds: [photo.id],
    });
    expect(reviewBody(values, CAR_REVIEW_ASPECTS, false)).not.toHaveProperty('photoIds');
  });
});

describe('problemsFromDetails', () => {
  it('puts the API’s field messages under the overall, an aspect or the text, first message first', () => {
    expect(
      problemsFromDetails([
        { path: 'aspects.value', message: 'コストパフォーマンスは星1〜5で選んでください。' },
        { path: 'text', message: 'レビュー本文は2000文字以内で入力してください。' },
        { path: 'text', message: '二つ目' },
        { path: 'photoIds', message: '写真は10枚までです。' },
        { path: 'aspects.wifi', message: '評価項目が正しくありません。' },
      ]),
    ).toEqual({ value: 'コストパフォーマンスは星1〜5で選んでください。', text: 'レビュー本文は2000文字以内で入力してください。' });
    expect(problemsFromDetails(undefined)).toEqual({});
  });
});
