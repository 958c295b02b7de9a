import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/lib/session';
import { LoginDialogHost } from './login-dialog-host';

// The dialog itself (its forms, the identity SDK) is another test's: here a stand-in with its two callbacks.
vi.mock('./login-dialog', () => ({
  default: ({ onClose, onSigningUp }: { onClose: () => void; onSigningUp?: (active: boolean) => void }) => (
    <div role="dialog" aria-label="ログイン・新規登録">
      <button type="button" onClick={onClose}>
        閉じる
      </button>
      <button type="button" onClick={() => onSigningUp?.(true)}>
        登録する
      </button>
    </div>
  ),
}));

afterEach(() => {
  cleanup();
  sessionStore.signedOut();
});

const user = {
  id: '00000000-0000-4000-8000-000000000003',
  name: '新人 歩',
  email: 'new@example.test',
  roles: { carOwner: false, facilityProvider: false, operator: false },
  createdAt: '2026-12-01T00:00:00+09:00',
};

function Where() {
  const location = useLocation();
  return <p data-testid="at">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <LoginDialogHost />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const at = () => screen.getByTestId('at').textContent;

describe('LoginDialogHost', () => {
  it('closing the dialog over a car keeps the car, with its dates', async () => {
    sessionStore.signedOut();
    renderAt('/car/7?from=2026-12-10&to=2026-12-12&login=true&loginRedirectTo=%2Fcar%2F7%2Freserve%3Ffrom%3D2026-12-10');
    fireEvent.click(await screen.findByRole('button', { name: '閉じる' }));
    expect(at()).toBe('/car/7?from=2026-12-10&to=2026-12-12');
  });

  it("closing at the root (spec §2's shape) goes to a reserve form's listing, not to the form", async () => {
    sessionStore.signedOut();
    renderAt(`/?login=true&loginRedirectTo=${encodeURIComponent('/car/7/reserve?from=2026-12-10&to=2026-12-12')}`);
    fireEvent.click(await screen.findByRole('button', { name: '閉じる' }));
    expect(at()).toBe('/car/7?from=2026-12-10&to=2026-12-12');
  });

  it('signing in goes to the page asked for', async () => {
    sessionStore.signedOut();
    renderAt(`/car/7?login=true&loginRedirectTo=${encodeURIComponent('/car/7/reserve?from=2026-12-10&to=2026-12-12')}`);
    await screen.findByRole('dialog');
    await act(async () => {
      sessionStore.signedIn({ user: { ...user, name: '場所 守' }, hasPassword: true, linkedIdentityProviders: [] });
    });
    expect(at()).toBe('/car/7/reserve?from=2026-12-10&to=2026-12-12');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a new member who signed up from the home page is welcomed with the next steps', { timeout: 30_000 }, async () => {
    // Its code loads when it opens: here before, as a first transform in the test runner can take seconds.
    await import('./welcome-dialog');
    sessionStore.signedOut();
    renderAt('/?login=true');
    fireEvent.click(await screen.findByRole('button', { name: '登録する' }));
    await act(async () => {
      sessionStore.signedIn({ user, hasPassword: true, linkedIdentityProviders: [] });
    });
    expect(at()).toBe('/');
    const welcome = await screen.findByRole('dialog', { name: '会員登録が完了しました' });
    expect(welcome.textContent).toContain('ようこそ、新人 歩さん');
    for (const [name, href] of [
      ['免許証を登録する', '/mypage/driving-license'],
      ['車を探す', '/search-rv'],
      ['スポットを探す', '/search-spot'],
      ['車を掲載する', '/mypage/cars/to-owner'],
    ]) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
  });

  it('a new member who signed up from a listing goes back to it, without the welcome', async () => {
    sessionStore.signedOut();
    renderAt('/car/7?ask=1&login=true');
    fireEvent.click(await screen.findByRole('button', { name: '登録する' }));
    await act(async () => {
      sessionStore.signedIn({ user, hasPassword: true, linkedIdentityProviders: [] });
    });
    expect(at()).toBe('/car/7?ask=1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
