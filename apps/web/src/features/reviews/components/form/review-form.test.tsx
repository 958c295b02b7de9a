import type { ReserveReviewState } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { ReviewForm } from './review-form';

afterEach(cleanup);

const hostState: ReserveReviewState = {
  reserveId: '0b5e6a3c-8f0e-4c7e-9a51-3f1a2b4c5d6e',
  role: 'Host',
  targetKind: 'Car',
  windowClosesAt: '2026-12-04T09:00:00.000Z',
  opensAt: '2026-11-20T15:00:00.000Z',
  notOpenReason: null,
  canWrite: true,
  aspects: ['communication', 'care', 'rules'],
  subject: { name: '旅人 花子', listingTitle: 'ハイエース キャンパー 信州号' },
  mine: { status: 'NotRegistered', review: null },
  counterpart: { status: 'Pending', review: null },
};

function renderForm(state: ReserveReviewState = hostState) {
  const onDone = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReviewForm state={state} editing={null} onDone={onDone} />
    </QueryClientProvider>,
  );
  return { onDone };
}

describe('ReviewForm', () => {
  it('has the overall stars and one star group per aspect of the side, and photos for a guest only', () => {
    renderForm();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(4);
    expect(screen.getByRole('radiogroup', { name: '総合評価' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'コミュニケーション' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: '車両・施設の扱い' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'ルールの順守' })).toBeTruthy();
    expect(screen.queryByText('写真（任意）')).toBeNull();
    cleanup();
    renderForm({ ...hostState, role: 'Guest', aspects: ['cleanliness', 'accuracy', 'communication', 'handover', 'value'] });
    expect(screen.getAllByRole('radiogroup')).toHaveLength(6);
    expect(screen.getByText('写真（任意）')).toBeTruthy();
  });

  it('says under each field what is missing, keeps what was typed, and sends nothing', () => {
    const { onDone } = renderForm();
    const text = screen.getByLabelText('レビュー本文') as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: '丁寧な方' } });
    fireEvent.click(screen.getByRole('button', { name: 'レビューを投稿する' }));

    expect(screen.getByRole('alert').textContent).toContain('入力内容を確認してください。');
    const overall = screen.getByRole('radiogroup', { name: '総合評価' });
    expect(overall.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(overall.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe(
      '総合評価を星1〜5で選んでください。',
    );
    expect(screen.getByText('ルールの順守を星1〜5で選んでください。')).toBeTruthy();
    expect(screen.getByText('レビュー本文は10文字以上で入力してください。')).toBeTruthy();
    expect(text.value).toBe('丁寧な方');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('clears a field’s problem as soon as it is answered, by click or by the arrow keys', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'レビューを投稿する' }));
    expect(screen.getByText('総合評価を星1〜5で選んでください。')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('radiogroup', { name: '総合評価' })).getByRole('radio', { name: '星5つ（とても満足）' }));
    expect(screen.queryByText('総合評価を星1〜5で選んでください。')).toBeNull();

    const care = within(screen.getByRole('radiogroup', { name: '車両・施設の扱い' }));
    fireEvent.keyDown(care.getByRole('radio', { name: '星1つ（とても不満）' }), { key: 'End' });
    expect(care.getByRole('radio', { name: '星5つ（とても満足）' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByText('車両・施設の扱いを星1〜5で選んでください。')).toBeNull();
    expect(screen.getByText('ルールの順守を星1〜5で選んでください。')).toBeTruthy();
  });
});
