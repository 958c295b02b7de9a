import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page carries for its hydration (ADR 0029), in
 * `<script id="ssr-state" type="application/json">` (data, not a script: the CSP allows no inline
 * script): the router's loader data and the TanStack Query cache of the page's data.
 */
export interface SsrState {
  hydration: Pick<HydrationState, 'loaderData' | 'actionData'>;
  queries: DehydratedState;
}

export const SSR_STATE_ID = 'ssr-state';

/** JSON for a `<script type="application/json">`: `<` escaped so no value can close the tag. */
export function stateJson(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state of a server-rendered page, or null for the client-rendered shell (or a state that cannot be read). */
export function readSsrState(doc: Document): SsrState | null {
  // Only the data script: an element of the page's content with the same id (which the article
  // anchors no longer make, ADR 0044) could come first in the document.
  const text = doc.querySelector(`script#${SSR_STATE_ID}[type="application/json"]`)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as SsrState;
  } catch {
    return null;
  }
}
