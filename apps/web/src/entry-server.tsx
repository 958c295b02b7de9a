/**
 * The server's entry (ADR 0029), built by `vite build -c vite.ssr.config.ts` into dist-ssr and
 * imported by the API: renders a public page with React's streaming renderer and React Router's
 * static handler, its data fetched in the API's process (ServerCall) into a query cache of the
 * request, and hands back the HTML of #root with the state the client hydrates from.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type DataStrategyFunction } from 'react-router';
import { dehydrate, QueryClientProvider } from '@tanstack/react-query';
import { AppProviders } from './app/providers';
import { routes } from './app/router';
import { createQueryClient } from './lib/query-client';
import { prefetchPage, type ServerCall } from './ssr/prefetch';
import { stateJson, type SsrState } from './ssr/ssr-state';

export type { ServerCall } from './ssr/prefetch';

export interface RenderResult {
  /** The status React Router gives the page (an unknown path's error screen is 404). */
  status: number;
  /** The markup inside `<div id="root">`. */
  html: string;
  /** The hydration state's JSON (for `<script id="ssr-state" type="application/json">`); null: mount without hydrating. */
  state: string | null;
}

/** One handler for the process: the lazy screens it resolves stay resolved. */
const handler = createStaticHandler(routes);

/**
 * The loaders of public pages only start client fetches (a prefetch into the browser's cache): on the
 * server they are skipped (prefetchPage fills the request's cache instead) and answer null, which
 * the client's router takes as their hydrated data. The catch-all's loader runs: it is the 404.
 */
const dataStrategy: DataStrategyFunction = async ({ matches }) => {
  const entries = await Promise.all(
    matches.map(
      async (match) => [match.route.id, await match.resolve(async (load) => (match.route.path === '*' ? load() : null))] as const,
    ),
  );
  return Object.fromEntries(entries);
};

/**
 * The whole page once everything (lazy screens, Suspense boundaries) is ready, with React's static
 * prerender (the streaming renderer's mode that waits for all of it): crawlers and no-JS readers get
 * every boundary inline, with no script to reveal it (the CSP allows none inline).
 */
async function renderHtml(element: React.ReactElement, timeoutMs: number): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`server rendering took more than ${timeoutMs} ms`)), timeoutMs);
  let failed: unknown = null;
  try {
    const { prelude } = await prerenderToNodeStream(element, {
      signal: controller.signal,
      onError: (error) => {
        failed ??= error;
      },
    });
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
    if (failed) throw failed instanceof Error ? failed : new Error(String(failed));
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Renders `url` (path and query). `hydrate: false` renders only the screen (an error page the client
 * renders again), without state. Rejects on any rendering error: the caller sends the shell instead.
 */
export async function render(options: { url: string; call: ServerCall; hydrate?: boolean; timeoutMs?: number }): Promise<RenderResult> {
  const url = new URL(options.url, 'http://localhost');
  const context = await handler.query(new Request(url), { dataStrategy });
  if (context instanceof Response) throw new Error(`the static handler answered a Response (${context.status}) for ${url.pathname}`);
  const queryClient = createQueryClient();
  if (options.hydrate !== false) await prefetchPage(queryClient, url, options.call);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderHtml(
    <StrictMode>
      {/* The browser's providers (the markup must match), with this request's query cache for the page. */}
      <AppProviders>
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </AppProviders>
    </StrictMode>,
    options.timeoutMs ?? 5000,
  );
  if (options.hydrate === false || context.errors) return { status: context.statusCode, html, state: null };
  const state: SsrState = {
    hydration: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(queryClient),
  };
  queryClient.clear();
  return { status: context.statusCode, html, state: stateJson(state) };
}
