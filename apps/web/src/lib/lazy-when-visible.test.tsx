import { act, createContext, useState, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import * as ReactDomStatic from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWhenVisible } from './lazy-when-visible';

// React's act() environment, for the hydration and the section's arrival.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The section whose code the page defers: a counter, so a click proves React runs it. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** jsdom has no IntersectionObserver: a stand-in that lets the test say when the wrappers come near. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  comeNear() {
    const entries = this.observed.map((target) => ({ target, isIntersecting: true }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** The page as the server renders it (no document: the section renders whole), with React's static renderer. */
async function serverHtml(element: ReactElement): Promise<string> {
  vi.stubGlobal('document', undefined);
  try {
    const { prelude } = await ReactDomStatic.prerender(element);
    return await new Response(prelude).text();
  } finally {
    vi.unstubAllGlobals();
    vi.stubGlobal('IntersectionObserver', FakeObserver);
  }
}

const flush = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

describe('lazyWhenVisible', () => {
  beforeEach(() => {
    FakeObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    document.body.innerHTML = '';
  });
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the server-rendered section as the server wrote it, without fetching its code, until it comes near; then renders it in place', async () => {
    // Two instances of one section: the server's module and the browser's are not the same objects.
    const OnServer = lazyWhenVisible('reviews', async () => Counter, { fallback: <p>読み込み中</p> });
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<OnServer label="レビュー" />);
    document.body.append(container);
    expect(container.textContent).toBe('レビュー 0');

    const load = vi.fn(async () => Counter);
    const Deferred = lazyWhenVisible('reviews', load, { fallback: <p>読み込み中</p> });
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    await act(async () => {
      hydrateRoot(container, <Deferred label="レビュー" />, { onRecoverableError: recoverable });
    });
    await flush();

    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('レビュー 0');
    expect(FakeObserver.instances).toHaveLength(1);

    await act(async () => FakeObserver.instances[0]!.comeNear());
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('レビュー 0');
    await act(async () => container.querySelector('button')!.click());
    expect(container.textContent).toBe('レビュー 1');
    expect(FakeObserver.instances[0]!.disconnected).toBe(true);
    // No mismatch: React took the server's markup as it was.
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('lets a context change through while the section waits (as the router’s on a navigation; a dehydrated boundary would hold it)', async () => {
    const Opened = createContext(false);
    const OnServer = lazyWhenVisible('calendar', async () => Counter, { fallback: <p>読み込み中</p> });
    function Page({ Section }: { Section: typeof OnServer }) {
      const [opened, setOpened] = useState(false);
      return (
        <Opened.Provider value={opened}>
          <button type="button" onClick={() => setOpened(true)}>
            {opened ? '開いた' : '開く'}
          </button>
          <Section label="カレンダー" />
        </Opened.Provider>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<Page Section={OnServer} />);
    document.body.append(container);
    const load = vi.fn(async () => Counter);
    const Deferred = lazyWhenVisible('calendar', load, { fallback: <p>読み込み中</p> });
    await act(async () => {
      hydrateRoot(container, <Page Section={Deferred} />);
    });
    await flush();

    await act(async () => container.querySelector('button')!.click());
    expect(container.querySelector('button')!.textContent).toBe('開いた');
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toContain('カレンダー 0');
  });

  it('fetches the code at once when the page was rendered in the browser, showing the fallback meanwhile', async () => {
    let arrive: (component: typeof Counter) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const Deferred = lazyWhenVisible('client', load, { fallback: <p>読み込み中</p> });
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Deferred label="カレンダー" />));

    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('読み込み中');
    await act(async () => arrive(Counter));
    await flush();
    expect(container.textContent).toBe('カレンダー 0');
  });

  it('fetches the code at once when the waiting section gets new props (its server markup shows the old ones)', async () => {
    const OnServer = lazyWhenVisible('props', async () => Counter, { fallback: <p>読み込み中</p> });
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<OnServer label="一" />);
    document.body.append(container);
    const load = vi.fn(async () => Counter);
    const Deferred = lazyWhenVisible('props', load, { fallback: <p>読み込み中</p> });
    const root = hydrateRoot(container, <Deferred label="一" />);
    await flush();
    expect(load).not.toHaveBeenCalled();

    await act(async () => root.render(<Deferred label="一" />));
    await flush();
    expect(load).not.toHaveBeenCalled();

    await act(async () => root.render(<Deferred label="二" />));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('二 0');
  });

  it("with until: 'changed', keeps the server's markup even in view, and fetches the code only for new props", async () => {
    const OnServer = lazyWhenVisible('facts', async () => Counter, { fallback: null, until: 'changed' });
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(<OnServer label="一" />);
    document.body.append(container);
    const load = vi.fn(async () => Counter);
    const Deferred = lazyWhenVisible('facts', load, { fallback: null, until: 'changed' });
    const root = hydrateRoot(container, <Deferred label="一" />);
    await flush();
    expect(FakeObserver.instances).toHaveLength(0);
    expect(load).not.toHaveBeenCalled();
    expect(container.textContent).toBe('一 0');

    await act(async () => root.render(<Deferred label="二" />));
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('二 0');
  });
});
