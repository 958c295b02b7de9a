import { ApiError } from '@kurumatabi/contract/client';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Composer } from './composer';

afterEach(cleanup);

const box = () => screen.getByRole('textbox', { name: 'メッセージ' }) as HTMLTextAreaElement;

describe('Composer', () => {
  it('keeps the text, says why and offers 再送信 when the API refuses; clears it once sent', async () => {
    const sent: string[] = [];
    let refuse = true;
    render(
      <Composer
        maxLength={2000}
        onSend={async (body) => {
          sent.push(body);
          if (refuse) throw new ApiError('INQUIRY_CLOSED', 'このやり取りは終了しています。', 409);
        }}
      />,
    );
    fireEvent.change(box(), { target: { value: '30分ほど遅れます' } });
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect((await screen.findByRole('alert')).textContent).toBe('このやり取りは終了しています。');
    expect(box().value).toBe('30分ほど遅れます');

    refuse = false;
    fireEvent.click(screen.getByRole('button', { name: '再送信' }));
    await waitFor(() => expect(box().value).toBe(''));
    expect(sent).toEqual(['30分ほど遅れます', '30分ほど遅れます']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: '送信' })).toBeTruthy();
  });

  it('says the connection failed in its own words when the answer did not arrive', async () => {
    render(
      <Composer
        maxLength={2000}
        onSend={async () => {
          throw new ApiError('NETWORK_ERROR', 'Failed to fetch', 0);
        }}
      />,
    );
    fireEvent.change(box(), { target: { value: 'こんにちは' } });
    fireEvent.submit(box().form!);
    expect((await screen.findByRole('alert')).textContent).toBe(
      '送信できませんでした。入力した内容は残っています。もう一度お試しください。',
    );
    expect(box().value).toBe('こんにちは');
  });

  it('refuses an empty or too long message before any call', () => {
    const sent: string[] = [];
    render(<Composer maxLength={5} onSend={async (body) => void sent.push(body)} />);
    fireEvent.change(box(), { target: { value: '  \n ' } });
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(screen.getByRole('alert').textContent).toBe('メッセージを入力してください。');
    fireEvent.change(box(), { target: { value: 'あいうえおか' } });
    expect(screen.getByText('6 / 5文字')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '送信' }));
    expect(screen.getByRole('alert').textContent).toBe('メッセージは5文字以内で入力してください。');
    expect(sent).toEqual([]);
  });

  it('sends with Ctrl + Enter, and Enter alone makes a new line', async () => {
    const sent: string[] = [];
    render(<Composer maxLength={2000} onSend={async (body) => void sent.push(body)} />);
    fireEvent.change(box(), { target: { value: '1行目' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(sent).toEqual([]);
    fireEvent.keyDown(box(), { key: 'Enter', ctrlKey: true });
    await waitFor(() => expect(sent).toEqual(['1行目']));
  });

  it('warns before sending what the masking rule will hide', () => {
    render(<Composer maxLength={2000} onSend={async () => {}} willMask={(text) => text.includes('090')} />);
    expect(screen.queryByText('送信すると、電話番号・メールアドレス・URLなどの連絡先は非表示になります。')).toBeNull();
    fireEvent.change(box(), { target: { value: '090-1234-5678 に電話ください' } });
    expect(screen.getByText('送信すると、電話番号・メールアドレス・URLなどの連絡先は非表示になります。')).toBeTruthy();
  });
});
