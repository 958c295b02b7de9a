import type * as Client from '@kurumatabi/contract/client';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as RejectDialogModule from './reject-dialog';

const toastError = vi.hoisted(() => vi.fn());
vi.mock('react-toastify', () => ({ toast: { error: toastError } }));

// Test files share modules (isolate: false): the module under test is loaded afresh, so that it meets the mock above.
// ApiError too, so that `instanceof` meets the same class as the module's.
let RejectDialog: typeof RejectDialogModule.RejectDialog;
let ApiError: typeof Client.ApiError;
beforeAll(async () => {
  vi.resetModules();
  ({ RejectDialog } = await import('./reject-dialog'));
  ({ ApiError } = await import('@kurumatabi/contract/client'));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const texts = { heading: 'この返金の申請を却下しますか？', lead: 'お金は動きません。', placeholder: '例）', confirm: '却下する' };

function refuse(onReject: (reason: string) => Promise<void>, onClose = vi.fn()) {
  render(<RejectDialog open onClose={onClose} onReject={onReject} busy={false} texts={texts} fallback="保存できませんでした。" />);
  fireEvent.change(screen.getByRole('textbox', { name: '理由' }), { target: { value: '根拠が確認できないため。' } });
  fireEvent.click(screen.getByRole('button', { name: '却下する' }));
  return onClose;
}

describe('RejectDialog', () => {
  it('sends the reason and closes when the refusal is taken', async () => {
    const onReject = vi.fn(async () => undefined);
    const onClose = refuse(onReject);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onReject).toHaveBeenCalledWith('根拠が確認できないため。');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('shows the API’s own message when another operator decided first, and stays open with the reason', async () => {
    const message = '承認待ちの返金はありません（すでに承認・却下・取り下げられたか、金額が変わりました）。画面を更新してください。';
    const onClose = refuse(async () => {
      throw new ApiError('STAFF_REFUND_NOTHING_WAITING', message, 409);
    });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith(message));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('textbox', { name: '理由' }) as HTMLTextAreaElement).value).toBe('根拠が確認できないため。');
  });

  it('falls back to its own words when the answer did not arrive', async () => {
    refuse(async () => {
      throw new ApiError('NETWORK_ERROR', 'Failed to fetch', 0);
    });
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('保存できませんでした。'));
  });
});
