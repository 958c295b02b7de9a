import { QueryClient } from '@tanstack/react-query';
import { examplePath, pageRoutes, publicPageRoutes } from '@kurumatabi/contract/pages';
import { describe, expect, it } from 'vitest';
import { prefetchPage, screensWithData, type ServerCall } from '@/ssr/prefetch';
import { privateScreenLoader, screenNames } from './private-screens';
import { screenLoader } from './screens';

describe('the screens of the page declaration (ADR 0053)', () => {
  it('has a screen module for every declared page, and no screen that no page shows', () => {
    const declared = new Set(pageRoutes.map((page) => page.screen));
    for (const page of pageRoutes) expect(() => screenLoader(page), page.screen).not.toThrow();
    for (const screen of declared) expect(() => privateScreenLoader(screen), screen).not.toThrow();
    expect(screenNames().filter((screen) => !declared.has(screen))).toEqual([]);
  });

  it("lists every public page's screen in the first chunk's map, and loads a private page's through the private map", async () => {
    const publicPage = publicPageRoutes[0]!;
    expect(await screenLoader(publicPage)()).toBe(await privateScreenLoader(publicPage.screen)());
  });

  it('has server data only beside the screen of a public page', () => {
    const publicScreens = new Set(publicPageRoutes.map((page) => page.screen));
    expect(screensWithData().length).toBeGreaterThan(20);
    expect(screensWithData().filter((screen) => !publicScreens.has(screen))).toEqual([]);
  });

  it("fills a public page's queries through the server's call, and a private page's not at all", async () => {
    for (const page of pageRoutes) {
      const asked: string[] = [];
      const call = (async (endpoint: { path: string }) => {
        asked.push(endpoint.path);
        return {};
      }) as unknown as ServerCall;
      const client = new QueryClient();
      await prefetchPage(client, new URL(examplePath(page), 'http://localhost'), call);
      const hasData = page.audience === 'public' && screensWithData().includes(page.screen);
      expect(asked.length > 0, page.path).toBe(hasData);
      // Every call lands in the cache under a key a hook reads.
      expect(client.getQueryCache().getAll().length).toBe(asked.length);
      expect(asked.every((path) => path.startsWith('/v1/public/'))).toBe(true);
    }
  });
});
