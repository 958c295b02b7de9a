import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleMessages } from '../console-messages';
import { operatorMessages } from '../messages';
import { ReasonDialog, type ReasonDialogTexts } from './reason-dialog';

afterEach(cleanup);

// The two configurations in use, with the texts their callers give.
const licenceRejection: ReasonDialogTexts = {
  ...operatorMessages.rejectReasonDialog,
  label: operatorMessages.rejectDialogLabel,
  lead: operatorMessages.rejectDialogLead,
  placeholder: operatorMessages.reasonPlaceholder,
};
const u = consoleMessages.user;
const unsuspension: ReasonDialogTexts = {
  ...consoleMessages.common.reasonDialog,
  heading: u.unsuspendTitle,
  lead: u.unsuspendLead,
  placeholder: u.unsuspendPlaceholder,
  confirm: u.confirmUnsuspend,
};

function field() {
  return screen.getByRole('textbox', { name: '理由' }) as HTMLTextAreaElement;
}

describe('ReasonDialog as a verification rejection', () => {
  it('is named after what is sent back, heads its reason, and focuses the field', () => {
    render(
      <ReasonDialog open onClose={() => {}} onConfirm={async () => true} busy={false} texts={licenceRejection} tone="danger" rows={5} />,
    );
    const dialog = screen.getByRole('dialog', { name: '運転免許証を差し戻す' });
    expect(within(dialog).getByRole('heading', { name: '差し戻しの理由' })).toBeTruthy();
    expect(dialog.textContent).toContain(operatorMessages.rejectDialogLead);
    expect(document.activeElement).toBe(field());
    expect(field().rows).toBe(5);
    expect(field().placeholder).toBe(operatorMessages.reasonPlaceholder);
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: '差し戻す' })).toBeTruthy();
  });

  it('requires a reason of 500 characters at most, and sends it trimmed, then clears', async () => {
    const onConfirm = vi.fn(async () => true);
    render(<ReasonDialog open onClose={() => {}} onConfirm={onConfirm} busy={false} texts={licenceRejection} tone="danger" rows={5} />);
    const confirm = screen.getByRole('button', { name: '差し戻す' });

    fireEvent.click(confirm);
    expect((await screen.findByText('差し戻しの理由を入力してください。')).id).toBe(
      field().getAttribute('aria-describedby')?.split(' ')[1],
    );
    expect(field().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field(), { target: { value: 'あ'.repeat(501) } });
    fireEvent.click(confirm);
    expect(await screen.findByText('差し戻しの理由は500文字以内で入力してください。')).toBeTruthy();
    expect(screen.getByText('501 / 500 文字').className).toContain('text-danger');
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.change(field(), { target: { value: '  裏面が読めません。  ' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('裏面が読めません。'));
    await waitFor(() => expect(field().value).toBe(''));
  });
});

describe('ReasonDialog as a staff action', () => {
  it('is named by its heading and speaks the console’s words', async () => {
    render(<ReasonDialog open onClose={() => {}} onConfirm={async () => true} busy={false} texts={unsuspension} tone="primary" />);
    const dialog = screen.getByRole('dialog', { name: '利用停止を解除しますか？' });
    expect(within(dialog).getByRole('heading', { name: '利用停止を解除しますか？' })).toBeTruthy();
    expect(field().rows).toBe(4);
    expect(screen.getByText('0 / 500 文字')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '解除する' }));
    expect(await screen.findByText('理由を入力してください。')).toBeTruthy();
  });

  it('keeps the reason when the action was refused, and clears it on cancel, unless busy', async () => {
    const onClose = vi.fn();
    const onConfirm = vi.fn(async () => false);
    const { rerender } = render(
      <ReasonDialog open onClose={onClose} onConfirm={onConfirm} busy={false} texts={unsuspension} tone="primary" />,
    );
    fireEvent.change(field(), { target: { value: '本人確認が取れたため。' } });
    fireEvent.click(screen.getByRole('button', { name: '解除する' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith('本人確認が取れたため。'));
    expect(field().value).toBe('本人確認が取れたため。');

    rerender(<ReasonDialog open onClose={onClose} onConfirm={onConfirm} busy texts={unsuspension} tone="primary" />);
    expect(field().disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'やめる' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(onClose).not.toHaveBeenCalled();

    rerender(<ReasonDialog open onClose={onClose} onConfirm={onConfirm} busy={false} texts={unsuspension} tone="primary" />);
    fireEvent.click(screen.getByRole('button', { name: 'やめる' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(field().value).toBe('');
  });
});
