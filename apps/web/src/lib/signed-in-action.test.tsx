import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from './session';
import type * as SignedInActionModule from './signed-in-action';

afterEach(cleanup);

let sessionStore: typeof SessionModule.sessionStore;
let setSessionCheck: typeof SessionModule.setSessionCheck;
let useSignedInAction: typeof SignedInActionModule.useSignedInAction;

// Test files share modules (isolate: false in vitest.config.ts): these tests need the session module as a
// page that has just hydrated has it, never checked, so they load their own copy of it.
beforeAll(async () => {
  vi.resetModules();
  ({ sessionStore, setSessionCheck } = await import('./session'));
  ({ useSignedInAction } = await import('./signed-in-action'));
});

const user = {
  id: '00000000-0000-4000-8000-000000000002',
  name: '高橋 美咲',
  email: 'reader@example.test',
  roles: { carOwner: false, facilityProvider: false, operator: false },
  createdAt: '2026-01-01T00:00:00+09:00',
};

function Press({ action }: { action: () => void }) {
  const signedIn = useSignedInAction();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => signedIn(action)}>
        通報する
      </button>
      <p data-testid="at">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

function renderAt(path: string, action: () => void) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Press action={action} />} />
      </Routes>
    </MemoryRouter>,
  );
}

// The module's session starts unknown, as on a page that has just hydrated; the tests run in order.
describe('useSignedInAction', () => {
  it('a press before the session is known starts the check at once and runs for the signed-in user it finds', async () => {
    const check = vi.fn();
    setSessionCheck(check);
    const action = vi.fn();
    renderAt('/reviews/1', action);
    fireEvent.click(screen.getByRole('button', { name: '通報する' }));
    expect(check).toHaveBeenCalledOnce();
    expect(action).not.toHaveBeenCalled();
    await act(async () => {
      sessionStore.signedIn({ user, hasPassword: true, linkedIdentityProviders: [] });
    });
    expect(action).toHaveBeenCalledOnce();
    // Not sent to sign in.
    expect(screen.getByTestId('at').textContent).toBe('/reviews/1');
  });

  it('a visitor is sent to sign in and back to the page (spec §2), and the action does not run', async () => {
    sessionStore.signedOut();
    const action = vi.fn();
    renderAt('/car/7?from=search', action);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '通報する' }));
    });
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByTestId('at').textContent).toBe(`/?login=true&loginRedirectTo=${encodeURIComponent('/car/7?from=search')}`);
  });
});
