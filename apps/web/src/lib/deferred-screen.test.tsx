import { act, useState, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link } from '@/components/link';
import { deferredScreen } from './deferred-screen';
import { lazyWhenVisible } from './lazy-when-visible';
import { sessionStore, setHydrating } from './session';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A section below the fold inside the screen, kept as the server's markup too. */
const section = (load: () => Promise<ComponentType>) => lazyWhenVisible('notes', load, { fallback: <p>準備中</p> });
function Notes() {
  return <p>メモの本文</p>;
}

/** A screen with what a search page has: a form, a link, a button, and a section deferred until it is near. */
function makeScreen(Section: ComponentType) {
  return function SearchScreen() {
    const [params] = useSearchParams();
    const [keyword, setKeyword] = useState(params.get('q') ?? '');
    const [sent, setSent] = useState('');
    const [count, setCount] = useState(0);
    return (
      <>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            setSent(keyword);
          }}
        >
          <input aria-label="キーワード" value={keyword} onChange={(event) => setKeyword(event.target.value)} />
          <button type="submit">検索</button>
        </form>
        <p data-testid="sent">{sent}</p>
        <Link to="/next">次のページ</Link>
        <button type="button" onClick={() => setCount(count + 1)}>
          数える {count}
        </button>
        <Section />
      </>
    );
  };
}

function routerWith(Screen: ComponentType) {
  return createMemoryRouter([
    { path: '/', Component: Screen },
    { path: '/next', Component: () => <h1>次のページです</h1> },
  ]);
}

/**
 * The server's page: the screen whole inside its wrapper, as the server writes it (the section's
 * wrapper carries the server's id; the browser never hydrates inside the static screen).
 */
function serverPage(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML =
    '<div data-screen=""><form><input aria-label="キーワード" value=""/><button type="submit">検索</button></form>' +
    '<p data-testid="sent"></p><a href="/next">次のページ</a><button type="button">数える <!-- -->0</button>' +
    '<div data-deferred="notes/_R_1_"><p>メモの本文</p></div></div>';
  document.body.append(container);
  return container;
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('deferredScreen', () => {
  let root: Root | null = null;
  const load = vi.fn();
  const loadNotes = vi.fn(async () => Notes);

  /** Hydrates the server's page with the browser's module of the screen, as mountApp does. */
  async function hydratePage() {
    const container = serverPage();
    load.mockImplementation(async () => ({ Component: makeScreen(section(loadNotes)) }));
    const route = deferredScreen(load);
    const router = routerWith(route.staticScreen);
    const recoverable = vi.fn();
    setHydrating(true);
    await act(async () => {
      root = hydrateRoot(container, <RouterProvider router={router} />, { onRecoverableError: recoverable });
    });
    setHydrating(false);
    await flush();
    return { container, router, recoverable };
  }

  beforeEach(() => {
    // A visitor (the module graph is shared: another file may have left a user signed in).
    sessionStore.signedOut();
    document.body.innerHTML = '';
    load.mockReset();
    loadNotes.mockClear();
    // The section never comes near in these tests.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    vi.unstubAllGlobals();
    sessionStore.signedOut();
  });

  it('keeps the server markup without fetching the code until a gesture; then renders the same screen in place', async () => {
    const { container, recoverable } = await hydratePage();
    expect(load).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('[data-screen]')?.textContent).toContain('数える 0');
    expect(container.textContent).toContain('メモの本文');

    // A box scrolling itself (a carousel snapping into place at layout) is no reader.
    container.querySelector('form')!.dispatchEvent(new Event('scroll'));
    await flush();
    expect(load).not.toHaveBeenCalled();
    // The page's scroll is.
    document.dispatchEvent(new Event('scroll'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    // Rendered by React now: a click counts.
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="button"]')!.click());
    expect(container.textContent).toContain('数える 1');
    // The section below kept the server's markup instead of fetching its code at once.
    expect(container.textContent).toContain('メモの本文');
    expect(loadNotes).not.toHaveBeenCalled();
  });

  it('fetches the code at once when the reader scrolled before the page was hydrated', async () => {
    vi.stubGlobal('scrollY', 640);
    const { container } = await hydratePage();
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="button"]')!.click());
    expect(container.textContent).toContain('数える 1');
  });

  it('does a press on the static markup again on the rendered screen, once', async () => {
    const { container } = await hydratePage();
    const button = container.querySelector<HTMLButtonElement>('button[type="button"]')!;
    await act(async () => button.click());
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button[type="button"]')?.textContent).toBe('数える 1');
  });

  it('completes a press that went down on the static markup and comes up on the rendered screen', async () => {
    const { container } = await hydratePage();
    const pointer = (type: string, target: EventTarget) =>
      target.dispatchEvent(new PointerEvent(type, { bubbles: true, isPrimary: true, button: 0, clientX: 5, clientY: 5 }));
    // Down on the static button: the code comes and the screen is rendered while the finger is still down.
    await act(async () => pointer('pointerdown', container.querySelector('button[type="button"]')!));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button[type="button"]')?.textContent).toBe('数える 0');
    // Up on the rendered one: the browser would click nothing (the pressed element is gone).
    await act(async () => pointer('pointerup', container.querySelector('button[type="button"]')!));
    await flush();
    expect(container.querySelector('button[type="button"]')?.textContent).toBe('数える 1');
  });

  it('carries what was typed into the rendered form and submits it', async () => {
    const { container } = await hydratePage();
    const input = container.querySelector('input')!;
    input.focus();
    input.value = '温泉';
    await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
    await flush();
    expect(container.querySelector('input')?.value).toBe('温泉');
    expect(container.querySelector('[data-testid="sent"]')?.textContent).toBe('温泉');
    expect(document.activeElement).toBe(container.querySelector('input'));
  });

  it('follows a link pressed on the static markup as a navigation in the app', async () => {
    const { container, router } = await hydratePage();
    const link = container.querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    await act(async () => link.dispatchEvent(click));
    // Held: the browser did not leave the page.
    expect(click.defaultPrevented).toBe(true);
    await flush();
    expect(router.state.location.pathname).toBe('/next');
    expect(container.textContent).toContain('次のページです');
  });

  it('leaves a press with a modifier (a new tab) to the browser', async () => {
    const { container } = await hydratePage();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    container.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('renders the screen for a signed-in reader (whose screen differs from the server’s) and after a navigation', async () => {
    await hydratePage();
    await act(async () =>
      sessionStore.signedIn({
        user: { id: 'u1', name: '花子', email: 'h@example.com' } as never,
        hasPassword: true,
        linkedIdentityProviders: [],
      }),
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetches the code when the router navigates within the screen', async () => {
    const { router } = await hydratePage();
    await act(async () => router.navigate('/?q=キャンプ'));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('refuses a screen module with more than its Component (a loader would never run)', async () => {
    const route = deferredScreen(async () => ({ Component: () => null, loader: () => null }));
    await expect(route()).rejects.toThrow(/Component only/);
  });
});
