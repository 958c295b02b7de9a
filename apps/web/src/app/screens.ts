import type { ComponentType } from 'react';
import type { ServerData } from '@/ssr/server-data';

/**
 * What a screen module (`routes/<screen>.tsx`) gives its route: the screen, and for a public page the
 * browser's prefetch (`loader`) and the data the server fetches before rendering it (`serverData`).
 */
export type ScreenModule = { Component: ComponentType; serverData?: ServerData } & Record<string, unknown>;

/** Every screen module, each its own lazy chunk (Vite's glob import: nothing here is loaded until asked for). */
// Keys relative to routes/ (`./home.tsx`): a hundred shorter names in every page's first chunk.
const modules = import.meta.glob<ScreenModule>(['./**/*.tsx', '!./**/*.test.tsx'], { base: '../routes' });

/** The loader of a declared screen (`@kurumatabi/contract/pages`: `screen`, relative to routes/, without its extension). */
export function screenLoader(screen: string): () => Promise<ScreenModule> {
  const load = modules[`./${screen}.tsx`];
  if (!load) throw new Error(`the declared screen routes/${screen}.tsx does not exist`);
  return load;
}

/** The screens there are, as the declaration names them (tests). */
export const screenNames = (): string[] => Object.keys(modules).map((key) => key.slice('./'.length, -'.tsx'.length));
