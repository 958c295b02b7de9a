import type { StaffActionRequest, StaffUserDetail } from '@kurumatabi/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { signInTestOperator } from '../../signed-in-operator.test-helper';
import { StaffRequestList } from './staff-request-list';
import { StaffRequestPanel } from './staff-request-panel';

/** The four eyes on staff acts against staff (ADR 0045), as the console shows them. */

const me = '33333333-3333-4333-8333-333333333333';
const asker = '44444444-4444-4444-8444-444444444444';
const targetId = '55555555-5555-4555-8555-555555555555';

signInTestOperator({ id: me, name: '確認 担当' });

const waiting = (patch: Partial<StaffActionRequest> = {}): StaffActionRequest => ({
  id: '66666666-6666-4666-8666-666666666666',
  action: 'Suspend',
  target: { id: targetId, name: '運営 次郎', email: 'jiro@example.test' },
  reason: '不正な返金操作の疑いがあるため。',
  status: 'Requested',
  requestedBy: { id: asker, name: '申請 花子' },
  requestedAt: '2026-12-02T01:00:00.000Z',
  expiresAt: '2026-12-03T01:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
  ...patch,
});

const user = (request: StaffActionRequest | null): StaffUserDetail => ({
  id: targetId,
  name: '運営 次郎',
  email: 'jiro@example.test',
  roles: ['Operator'],
  status: 'Active',
  createdAt: '2026-01-01T00:00:00.000Z',
  suspendedAt: null,
  suspensionReason: null,
  deactivatedAt: null,
  listings: [],
  reservations: { asGuest: 0, asHost: 0, active: 0 },
  staffActions: [],
  staffRequest: request,
});

type Answer = { status: number; body: unknown };

function renderWith(element: ReactNode, answers: Record<string, Answer[]>, url = '/') {
  const calls: { path: string; body: unknown }[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    calls.push({ path, body: JSON.parse(String(init?.body ?? 'null')) });
    const answer = answers[path]?.shift();
    if (!answer) return Promise.reject(new Error(`unexpected call ${path}`));
    return Promise.resolve(Response.json(answer.body, { status: answer.status }));
  });
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return calls;
}

describe('StaffRequestPanel on an operator’s page', () => {
  it('shows who asked for what and why, and lets another operator approve the act they see', async () => {
    const approved = user(waiting({ status: 'Approved', decidedBy: { id: me, name: '確認 担当' }, decidedAt: '2026-12-02T02:00:00.000Z' }));
    const calls = renderWith(<StaffRequestPanel user={user(waiting())} />, {
      '/v1/operator/approve-staff-action': [{ status: 200, body: { ...approved, status: 'Suspended' } }],
    });
    const panel = screen.getByRole('region', { name: '承認が必要な運営操作' });
    expect(panel.textContent).toContain('申請 花子 さんが「利用停止」を申請しています。');
    expect(panel.textContent).toContain('不正な返金操作の疑いがあるため。');
    expect(within(panel).getByText('承認待ち')).toBeTruthy();
    expect(panel.textContent).toContain('期限: ');
    fireEvent.click(within(panel).getByRole('button', { name: '承認して実行する' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ path: '/v1/operator/approve-staff-action', body: { userId: targetId, action: 'Suspend' } });
  });

  it('offers the author only to withdraw, and the target nothing', () => {
    renderWith(<StaffRequestPanel user={user(waiting({ requestedBy: { id: me, name: '確認 担当' } }))} />, {});
    expect(screen.queryByRole('button', { name: '承認して実行する' })).toBeNull();
    expect(screen.getByRole('button', { name: '申請を取り下げる' })).toBeTruthy();
    expect(screen.getByText('ご自身の申請は、別の運営スタッフが承認します。取り下げることはできます。')).toBeTruthy();
    cleanup();

    renderWith(<StaffRequestPanel user={{ ...user(waiting()), id: me }} />, {});
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('ご自身のアカウントへの申請のため、承認・却下できません。別の運営スタッフが対応します。')).toBeTruthy();
  });

  it('shows the API’s Japanese refusal when another operator decided first', async () => {
    renderWith(<StaffRequestPanel user={user(waiting())} />, {
      '/v1/operator/approve-staff-action': [
        {
          status: 409,
          body: { error: { code: 'STAFF_ACTION_NOTHING_WAITING', message: '承認待ちの運営操作はありません。画面を更新してください。' } },
        },
      ],
    });
    fireEvent.click(screen.getByRole('button', { name: '承認して実行する' }));
    expect(await screen.findByText('承認待ちの運営操作はありません。画面を更新してください。')).toBeTruthy();
  });

  it('shows a decided request’s state, who decided and the rejection’s reason, without buttons', () => {
    renderWith(
      <StaffRequestPanel
        user={user(
          waiting({
            status: 'Rejected',
            decidedBy: { id: asker, name: '却下 三郎' },
            decidedAt: '2026-12-02T03:00:00.000Z',
            decisionReason: '根拠が不十分です。',
          }),
        )}
      />,
      {},
    );
    const panel = screen.getByRole('region', { name: '承認が必要な運営操作' });
    expect(within(panel).getByText('却下')).toBeTruthy();
    expect(panel.textContent).toContain('対応: 却下 三郎 さん');
    expect(panel.textContent).toContain('根拠が不十分です。');
    expect(within(panel).queryAllByRole('button')).toHaveLength(0);
  });
});

describe('StaffRequestList', () => {
  it('asks for the page of the address and lists each waiting request with a link to the account', async () => {
    const calls = renderWith(
      <StaffRequestList />,
      { '/v1/operator/list-staff-action-requests': [{ status: 200, body: { items: [waiting()], total: 21, limit: 20, offset: 20 } }] },
      '/operator/staff-requests?page=2',
    );
    const heading = await screen.findByRole('heading', { name: '利用停止: 運営 次郎' });
    expect(calls[0]).toEqual({ path: '/v1/operator/list-staff-action-requests', body: { limit: 20, offset: 20 } });
    expect(screen.getByText('承認待ち 21 件')).toBeTruthy();
    const card = heading.closest('div')!.parentElement!;
    expect(within(card).getByRole('link', { name: 'ユーザーの詳細で確認する' }).getAttribute('href')).toBe(`/operator/users/${targetId}`);
  });

  it('says so when nothing waits, and offers a retry when the list cannot be read', async () => {
    renderWith(<StaffRequestList />, {
      '/v1/operator/list-staff-action-requests': [{ status: 200, body: { items: [], total: 0, limit: 20, offset: 0 } }],
    });
    expect(await screen.findByRole('heading', { name: '承認待ちの申請はありません' })).toBeTruthy();
    cleanup();

    renderWith(<StaffRequestList />, {
      '/v1/operator/list-staff-action-requests': [
        { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
        { status: 200, body: { items: [waiting()], total: 1, limit: 20, offset: 0 } },
      ],
    });
    expect(screen.getByRole('status', { name: '読み込み中' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: '再読み込み' }));
    expect(await screen.findByRole('heading', { name: '利用停止: 運営 次郎' })).toBeTruthy();
  });
});
