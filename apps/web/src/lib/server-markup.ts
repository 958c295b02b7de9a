import { createContext, useContext } from 'react';

/**
 * Where a part that keeps the server's markup (ADR 0030) finds it. While the page hydrates, that is
 * the document. A screen that stayed static server markup until the reader's first gesture
 * (`deferredScreen`) is rendered in the browser later, not hydrated, and its parts keep their
 * server markup then too: for that one render the screen provides the server's markup here (parsed
 * from the HTML it kept), and nothing afterwards, so a part mounted later never takes another's.
 */
export const ServerMarkupScope = createContext<ParentNode | null>(null);

/** The server's markup of the static screen this render replaces, if it is that render. */
export function useServerMarkupScope(): ParentNode | null {
  return useContext(ServerMarkupScope);
}

/** The first element in `scope` (the document when null) matching `selector` and `accept`. */
export function findServerElement(
  scope: ParentNode | null,
  selector: string,
  accept: (element: Element) => boolean = () => true,
): Element | null {
  const root = scope ?? (typeof document === 'undefined' ? null : document);
  if (!root) return null;
  for (const element of root.querySelectorAll(selector)) if (accept(element)) return element;
  return null;
}
