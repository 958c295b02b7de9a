import { lazy, memo, Suspense, useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';

/** How far below the viewport a section starts loading: its HTML is already there, so only a little ahead of the reader's scroll. */
const AHEAD = '200px 0px';

/** Calls `onNear` once the element is within AHEAD of the viewport; returns the cleanup. */
function whenNear(element: Element, onNear: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onNear();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: AHEAD },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * The markup the server wrote inside this section's wrapper (found by the wrapper's id, the same on
 * the server and in the hydrating browser), read before React touches it. Null when the browser
 * renders the section itself (a client-side navigation).
 */
function serverMarkup(id: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll('[data-deferred]'))
    if (element.getAttribute('data-deferred') === id) return element.innerHTML;
  return null;
}

export type DeferredSection<P> = ComponentType<P> & {
  /** Fetches the section's code (once); resolves when it is here. */
  preload: () => Promise<void>;
};

/**
 * A section below the fold whose code is fetched when it is about to scroll into view (ADR 0030).
 *
 * On a server-rendered page the section's HTML is already there and readable. The wrapper hydrates
 * and keeps that HTML as it is — as static markup (`dangerouslySetInnerHTML` with the server's own
 * HTML, which React does not look into), not as a dehydrated Suspense boundary: React holds every
 * update that reaches a dehydrated boundary (a navigation, a dialog opened through the URL, any
 * change of the router's context) until the boundary hydrates, which here would wait for the
 * reader's scroll. When the reader comes within about a screen, the code is fetched and the section
 * rendered in its place, with the data the page already holds, so the same markup replaces it.
 * Rendered in the browser (a client-side navigation, the shell's fallback), the code is fetched at
 * once and `fallback` shows meanwhile. On the server the section renders whole.
 *
 * `until: 'changed'` is for a section with nothing to press or type (a listing's facts): its server
 * markup is all it needs, so its code is fetched only when its props change or the browser renders
 * it, never for being seen (ADR 0056).
 */
export function lazyWhenVisible<P extends object>(
  name: string,
  load: () => Promise<ComponentType<P>>,
  options: { fallback: ReactNode; className?: string; until?: 'near' | 'changed' },
): DeferredSection<P> {
  const untilNear = options.until !== 'changed';
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
    }));
  // The server renders the section whole: its renderer waits for the code.
  const OnServer = lazy(async () => ({ default: await load() }));

  function Deferred(props: P) {
    const id = `${name}/${useId()}`;
    const [staticHtml] = useState(() => (loaded ? null : serverMarkup(id)));
    const [Section, setSection] = useState<ComponentType<P> | null>(() => loaded);
    const wrapper = useRef<HTMLDivElement>(null);
    const propsSeen = useRef(0);
    const onServer = typeof document === 'undefined';

    useEffect(() => {
      if (Section || onServer) return;
      let current = true;
      const show = () => void preload().then(() => current && setSection(() => loaded));
      // Rendered in the browser: at once. Kept from the server: when the reader comes near (or its props change, below).
      if (staticHtml === null || !wrapper.current) show();
      const stop = staticHtml !== null && wrapper.current && untilNear ? whenNear(wrapper.current, show) : () => {};
      return () => {
        current = false;
        stop();
      };
    }, [Section, onServer, staticHtml]);
    // Memoised, so new props are a real change: kept from the server, the markup would show the old ones.
    useEffect(() => {
      propsSeen.current += 1;
      if (propsSeen.current > 1 && !Section) void preload().then(() => setSection(() => loaded));
    }, [props, Section]);

    if (onServer) {
      return (
        <div data-deferred={id} className={options.className}>
          <Suspense fallback={options.fallback}>
            <OnServer {...props} />
          </Suspense>
        </div>
      );
    }
    if (!Section && staticHtml !== null) {
      return <div ref={wrapper} data-deferred={id} className={options.className} dangerouslySetInnerHTML={{ __html: staticHtml }} />;
    }
    return (
      <div ref={wrapper} data-deferred={id} className={options.className}>
        {Section ? <Section {...props} /> : options.fallback}
      </div>
    );
  }
  Deferred.displayName = `Deferred(${name})`;
  return Object.assign(memo(Deferred) as unknown as ComponentType<P>, { preload });
}
