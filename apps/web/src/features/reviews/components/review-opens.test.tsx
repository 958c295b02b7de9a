import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewOpensNotice, reviewOpensText } from './review-opens';

afterEach(cleanup);

describe('ReviewOpensNotice', () => {
  it('says when the review opens instead of a form the API would refuse', () => {
    render(<ReviewOpensNotice state={{ notOpenReason: 'EndDateNotPassed', opensAt: '2027-02-03T15:00:00.000Z' }} />);
    expect(screen.getByRole('status').textContent).toBe('レビューは2027年2月4日(木) 00:00から書けます。');
    expect(document.body.textContent).toContain('返却の確認が済むとレビューを書けます。');
  });

  it('says that a dispute holds the review, and nothing once the review has opened', () => {
    expect(reviewOpensText({ notOpenReason: 'ReturnNotSettled', opensAt: null })).toBe(
      '返却への異議を運営が確認しています。対応が済むとレビューを書けます。',
    );
    expect(reviewOpensText({ notOpenReason: 'NotReturned', opensAt: null })).toBe('レビューは返却（チェックアウト）が済んでから書けます。');
    const { container } = render(<ReviewOpensNotice state={{ notOpenReason: null, opensAt: '2027-02-03T15:00:00.000Z' }} />);
    expect(container.textContent).toBe('');
  });
});
