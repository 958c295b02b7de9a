import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as SessionModule from './session';

// Test files share modules (isolate: false): these tests start from the session a page has before its check.
let sessionStore: typeof SessionModule.sessionStore;
let setHydrating: typeof SessionModule.setHydrating;
let useSession: typeof SessionModule.useSession;
beforeAll(async () => {
  vi.resetModules();
  ({ sessionStore, setHydrating, useSession } = await import('./session'));
});

afterEach(() => {
  cleanup();
  setHydrating(false);
});

function Who() {
  const { ready, authenticated } = useSession();
  return <p>{!ready ? 'unknown' : authenticated ? 'signed in' : 'visitor'}</p>;
}

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  name: '佐藤 健一',
  email: 'owner@example.test',
  roles: { carOwner: false, facilityProvider: false, operator: false },
  createdAt: '2026-01-01T00:00:00+09:00',
};

describe('useSession', () => {
  it('hydrates what the server rendered (the unknown session), then shows the client state', async () => {
    // The server knows no session: its markup is the placeholder.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Who />);
    expect(container.textContent).toBe('unknown');
    document.body.append(container);
    sessionStore.assumeSignedOut();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setHydrating(true);
    await act(async () => {
      hydrateRoot(container, <Who />, { onRecoverableError: (error) => console.error(error) });
    });
    setHydrating(false);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(container.textContent).toBe('visitor');
    container.remove();
  });

  it('renders the current session at once outside hydration and follows its changes', async () => {
    sessionStore.assumeSignedOut();
    render(<Who />);
    expect(screen.getByText('visitor')).toBeTruthy();
    await act(async () => {
      sessionStore.signedIn({ user, hasPassword: true, linkedIdentityProviders: [] });
    });
    expect(screen.getByText('signed in')).toBeTruthy();
    await act(async () => {
      sessionStore.signedOut();
    });
    expect(screen.getByText('visitor')).toBeTruthy();
  });
});
