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

function PressFor({ back }: { back: string }) {
  const signedIn = useSignedInAction();
  const location = useLocation();
  return (
    <>
      <button type="button" onClick={() => signedIn(() => undefined, back)}>
        予約へ進む
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

  it('a visitor gets the sign-in dialog over the page, coming back to it (spec §2), and the action does not run', async () => {
    sessionStore.signedOut();
    const action = vi.fn();
    renderAt('/car/7?from=search', action);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '通報する' }));
    });
    expect(action).not.toHaveBeenCalled();
    // The page itself, with the dialog: closing it stays here, signing in comes back here.
    expect(screen.getByTestId('at').textContent).toBe('/car/7?from=search&login=true');
  });

  it('a visitor pressing for another page is brought there once signed in', async () => {
    sessionStore.signedOut();
    render(
      <MemoryRouter initialEntries={['/car/7?from=2026-12-10&to=2026-12-12']}>
        <Routes>
          <Route path="*" element={<PressFor back="/car/7/reserve?from=2026-12-10&to=2026-12-12" />} />
        </Routes>
      </MemoryRouter>,
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '予約へ進む' }));
    });
    const at = new URL(screen.getByTestId('at').textContent ?? '', 'http://x');
    expect(at.pathname).toBe('/car/7');
    expect(at.searchParams.get('from')).toBe('2026-12-10');
    expect(at.searchParams.get('login')).toBe('true');
    expect(at.searchParams.get('loginRedirectTo')).toBe('/car/7/reserve?from=2026-12-10&to=2026-12-12');
  });
});
