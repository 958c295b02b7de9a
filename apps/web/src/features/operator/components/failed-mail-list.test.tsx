import type { FailedMail } from '@kurumatabi/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FailedMailRow } from './failed-mail-list';

afterEach(cleanup);

const mail: FailedMail = {
  id: '55555555-5555-4555-8555-555555555555',
  to: 'guest@example.jp',
  subject: '【くるま旅】新しいメッセージが届きました',
  text: '「ハイエース」について、オーナーから返信がありました。\nhttps://kurumatabi.example/inquiries/1',
  noticeCount: 3,
  attempts: 5,
  lastError: '421 4.7.0 Try again later',
  createdAt: '2026-11-25T00:00:00.000Z',
  failedAt: '2026-11-25T01:30:00.000Z',
};

describe('FailedMailRow', () => {
  it('shows to whom, what, how often it was tried and why it failed, and retries on demand', () => {
    const retried: string[] = [];
    render(<FailedMailRow mail={mail} retrying={false} onRetry={() => retried.push(mail.id)} />);
    const row = screen.getByRole('article', { name: 'guest@example.jp 【くるま旅】新しいメッセージが届きました' });
    expect(row.textContent).toContain('5 回試行');
    expect(row.textContent).toContain('お知らせ 3 件分');
    expect(row.textContent).toContain('421 4.7.0 Try again later');
    expect(row.textContent).toContain('失敗 2026年11月25日(水) 10:30');
    fireEvent.click(screen.getByRole('button', { name: '再送する' }));
    expect(retried).toEqual([mail.id]);
  });

  it('says when the server gave no reason, and disables the button while it retries', () => {
    render(<FailedMailRow mail={{ ...mail, lastError: null, noticeCount: 0 }} retrying onRetry={() => {}} />);
    expect(screen.getByText('（記録なし）')).toBeTruthy();
    expect(screen.queryByText(/お知らせ/)).toBeNull();
    expect((screen.getByRole('button', { name: '再送する' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
