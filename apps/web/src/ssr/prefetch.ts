import type { QueryClient } from '@tanstack/react-query';
import { matchPublicPage } from '@kurumatabi/contract/pages';
import type { Fill, ServerCall, ServerData } from './server-data';

export type { ServerCall } from './server-data';

/**
 * The server data of every screen (`routes/<screen>.data.ts` beside `routes/<screen>.tsx`): in the
 * server's bundle only, one chunk each, never in the browser's.
 */
const dataModules = import.meta.glob<{ serverData: ServerData }>('../routes/**/*.data.ts');

/** The server data module of a declared screen, if it has one. */
export function serverDataOf(screen: string): (() => Promise<{ serverData: ServerData }>) | undefined {
  return dataModules[`../routes/${screen}.data.ts`];
}

/** The screens that have server data, as the page declaration names them (tests). */
export const screensWithData = (): string[] => Object.keys(dataModules).map((key) => key.slice('../routes/'.length, -'.data.ts'.length));

/**
 * The data a public page shows before anything else (ADR 0029, 0053): the page declaration names the
 * page's screen, whose server data fills the request's query cache with the keys of the client's hooks
 * (a visitor's, `public`), so hydration needs no second request. A private page or no page: nothing.
 */
export async function prefetchPage(client: QueryClient, url: URL, call: ServerCall): Promise<void> {
  const page = matchPublicPage(url.pathname);
  const load = page && serverDataOf(page.route.screen);
  if (!page || !load) return;
  const fill: Fill = (options, endpoint, input) =>
    client.prefetchQuery({ queryKey: options.queryKey, queryFn: () => call(endpoint, input) });
  const { serverData } = await load();
  await serverData({ url, params: page.params, fill });
}
