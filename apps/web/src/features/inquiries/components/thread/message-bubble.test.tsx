import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ThreadMessage } from '../../thread-view';
import { MessageBubble } from './message-bubble';

afterEach(cleanup);

const base: ThreadMessage = {
  id: 'm1',
  kind: 'Normal',
  body: '電源は100Vです。地図 https://example.jp/map <b>太字</b>',
  sentAt: '2026-11-25T00:05:00.000Z',
  mine: false,
  senderName: '貸出 一郎',
  readByOther: false,
  masked: false,
};

describe('MessageBubble', () => {
  it('shows the other person’s words as text with the address as a link, and their name and time', () => {
    const { container } = render(<MessageBubble message={base} />);
    const article = screen.getByTestId('message');
    expect(within(article).getByText('貸出 一郎')).toBeTruthy();
    expect(within(article).getByRole('link', { name: 'https://example.jp/map' }).getAttribute('href')).toBe('https://example.jp/map');
    expect(container.querySelector('b')).toBeNull();
    expect(article.textContent).toContain('<b>太字</b>');
    expect(within(article).getByText('09:05').getAttribute('datetime')).toBe(base.sentAt);
    expect(screen.queryByTestId('read-mark')).toBeNull();
  });

  it('puts 既読 under the viewer’s own message once the other side read it', () => {
    const { rerender } = render(<MessageBubble message={{ ...base, mine: true, senderName: '予約 花子' }} />);
    expect(screen.getByTestId('message').dataset.mine).toBe('true');
    expect(screen.queryByTestId('read-mark')).toBeNull();
    rerender(<MessageBubble message={{ ...base, mine: true, readByOther: true }} />);
    expect(screen.getByTestId('read-mark').textContent).toBe('既読');
  });

  it('says when a phone number or an email address was hidden', () => {
    render(<MessageBubble message={{ ...base, body: '［電話番号は非表示］にどうぞ', masked: true }} />);
    expect(screen.getByText('電話番号・メールアドレスなどの連絡先を非表示にしました')).toBeTruthy();
  });

  it('sets a reservation’s event apart, as nobody’s words', () => {
    render(<MessageBubble message={{ ...base, kind: 'System', senderName: null, body: '予約が確定しました。' }} />);
    expect(screen.queryByTestId('message')).toBeNull();
    const system = screen.getByTestId('system-message');
    expect(system.textContent).toContain('予約が確定しました。');
    expect(system.getAttribute('aria-label')).toMatch(/^お知らせ /);
  });
});
