import type { ComponentType } from 'react';
import type { DeferredScreenRoute } from './deferred-screen';

type ScreenModule = { Component: ComponentType } & Record<string, unknown>;

/** A route's `lazy` for a deferred screen, with the static stand-in that mountApp gives the first page. */
export type DeferredRouteLazy = (() => Promise<{ Component: ComponentType }>) & {
  /** The screen on the page the server rendered: its markup kept until the reader's first gesture. */
  staticScreen: () => Promise<ComponentType>;
};

/** Whether a route's `lazy` is a deferred screen's (mountApp gives such a route its static stand-in). */
export function isDeferredScreen(lazy: unknown): lazy is DeferredRouteLazy {
  return typeof lazy === 'function' && 'staticScreen' in lazy;
}

/**
 * Declares a route whose screen waits for the reader (lib/deferred-screen, ADR 0030). The machinery
 * that keeps the server's markup and replays the first gestures is fetched with the first such page,
 * not with every page: a content page or the home page never needs it.
 */
export function deferredScreen(load: () => Promise<ScreenModule>): DeferredRouteLazy {
  let route: Promise<DeferredScreenRoute> | null = null;
  const resolve = () =>
    (route ??= import('./deferred-screen').then(
      (machinery) => machinery.deferredScreen(load),
      (error: unknown) => {
        route = null;
        throw error;
      },
    ));
  const lazy = async () => {
    // Navigated to in the browser: the screen's code is fetched beside the machinery, not after it.
    load().catch(() => {});
    return (await resolve())();
  };
  return Object.assign(lazy, { staticScreen: async () => (await resolve()).staticScreen });
}
