import type { ScreenModule } from './screens';

/** Every screen module (the signed-in areas' included), each its own lazy chunk: fetched with the first private page (screens.ts). */
const modules = import.meta.glob<ScreenModule>(['./**/*.tsx', '!./**/*.test.tsx'], { base: '../routes' });

/** The loader of a declared screen (relative to routes/, without its extension). */
export function privateScreenLoader(screen: string): () => Promise<ScreenModule> {
  const load = modules[`./${screen}.tsx`];
  if (!load) throw new Error(`the declared screen routes/${screen}.tsx does not exist`);
  return load;
}

/** The screens there are, as the declaration names them (tests). */
export const screenNames = (): string[] => Object.keys(modules).map((key) => key.slice('./'.length, -'.tsx'.length));
