import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelope, renderWithApi } from './payments-test-utils';
import { SandboxChallengeDialog } from './sandbox-challenge-dialog';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const secret = 'pi_sbx_1_secret_2';

describe('SandboxChallengeDialog', () => {
  it('is the test 3-D Secure page: 認証する completes the challenge', async () => {
    const onDone = vi.fn();
    const { fetch } = renderWithApi(<SandboxChallengeDialog open clientSecret={secret} onDone={onDone} onClose={() => {}} />, () =>
      Response.json({ status: 'requires_capture' }),
    );
    const dialog = screen.getByRole('dialog', { name: '3Dセキュア認証（テスト）' });
    expect(within(dialog).getByRole('heading', { name: '3Dセキュア認証（テスト）' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '認証する' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('requires_capture'));
    const [path, init] = fetch.mock.calls[0]!;
    expect(path).toBe('/v1/sandbox/complete-challenge');
    expect(JSON.parse(String(init?.body))).toEqual({ clientSecret: secret, outcome: 'succeed' });
  });

  it('失敗させる fails it', async () => {
    const onDone = vi.fn();
    const { fetch } = renderWithApi(<SandboxChallengeDialog open clientSecret={secret} onDone={onDone} onClose={() => {}} />, () =>
      Response.json({ status: 'requires_payment_method' }),
    );
    fireEvent.click(screen.getByRole('button', { name: '失敗させる' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('requires_payment_method'));
    expect(JSON.parse(String(fetch.mock.calls[0]![1]?.body))).toMatchObject({ outcome: 'fail' });
  });

  it('disables both answers while one is sent, and tells the API’s refusal', async () => {
    let release: (response: Response) => void = () => {};
    const onDone = vi.fn();
    renderWithApi(
      <SandboxChallengeDialog open clientSecret={secret} onDone={onDone} onClose={() => {}} />,
      () => new Promise<Response>((resolve) => (release = resolve)),
    );
    fireEvent.click(screen.getByRole('button', { name: '認証する' }));
    await waitFor(() => expect((screen.getByRole('button', { name: '失敗させる' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByRole('button', { name: /認証する/ }).getAttribute('aria-busy')).toBe('true');
    release(envelope(409, 'SANDBOX_CHALLENGE_NOT_PENDING', 'この支払いは認証待ちではありません。'));
    expect((await screen.findByRole('alert')).textContent).toContain('この支払いは認証待ちではありません。');
    expect(onDone).not.toHaveBeenCalled();
  });
});
