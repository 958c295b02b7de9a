import type { ComponentType } from 'react';
import type { PageRoute } from '@kurumatabi/contract/pages';
import type { ServerData } from '@/ssr/server-data';

/**
 * What a screen module (`routes/<screen>.tsx`) gives its route: the screen, and for a public page the
 * browser's prefetch (`loader`) and the data the server fetches before rendering it (`serverData`).
 */
export type ScreenModule = { Component: ComponentType; serverData?: ServerData } & Record<string, unknown>;

/**
 * The public pages' screen modules, each its own lazy chunk (Vite's glob import: nothing here is loaded until asked
 * for). The signed-in areas' screens are not listed in every page's first chunk: their map (private-screens.ts) comes
 * with the first private page (ADR 0056). Keys relative to routes/ (`./home.tsx`): shorter names in the first chunk.
 */
const publicModules = import.meta.glob<ScreenModule>(
  [
    './**/*.tsx',
    '!./**/*.test.tsx',
    '!./mypage/**',
    '!./operator/**',
    '!./reserves/**',
    '!./inquiries/**',
    '!./car/reserve.tsx',
    '!./spot/reserve.tsx',
    '!./reset-password.tsx',
  ],
  { base: '../routes' },
);

/** The loader of a declared page's screen (`screen`: relative to routes/, without its extension). */
export function screenLoader(page: PageRoute): () => Promise<ScreenModule> {
  if (page.audience === 'private') return async () => (await import('./private-screens')).privateScreenLoader(page.screen)();
  const load = publicModules[`./${page.screen}.tsx`];
  if (!load) throw new Error(`the public page's screen routes/${page.screen}.tsx does not exist`);
  return load;
}
