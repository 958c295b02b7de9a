import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmStage } from './confirm-stage';

afterEach(cleanup);

function renderStage(canSubmit: boolean) {
  const onSubmit = vi.fn();
  const element = (
    <ConfirmStage
      listing={<p>ハイエース キャンパー 信州号</p>}
      rows={[{ label: 'お支払いカード', value: 'VISA •••• 4242' }]}
      quote={{ days: 2, lines: [], total: 25600 }}
      problem={null}
      submitting={false}
      canSubmit={canSubmit}
      onBack={vi.fn()}
      onSubmit={onSubmit}
      challenge={<div role="dialog" aria-label="3Dセキュア認証（テスト）" />}
    />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '*', element }])} />);
  return onSubmit;
}

describe('ConfirmStage', () => {
  it('keeps the request disabled until the card is ready', () => {
    const onSubmit = renderStage(false);
    const button = screen.getByRole('button', { name: '予約をリクエストする' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends once the card is ready, and shows the challenge it is given', () => {
    const onSubmit = renderStage(true);
    expect(document.body.textContent).toContain('VISA •••• 4242');
    fireEvent.click(screen.getByRole('button', { name: '予約をリクエストする' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: '3Dセキュア認証（テスト）' })).toBeTruthy();
  });
});
