import { describe, expect, it, vi } from 'vitest';
import { deferredScreen, isDeferredScreen } from './deferred-route';

function Screen() {
  return null;
}

describe('deferredScreen (the route declaration)', () => {
  it('is recognised as deferred, and its static stand-in comes from the machinery without the screen’s code', async () => {
    const load = vi.fn(async () => ({ Component: Screen }));
    const lazy = deferredScreen(load);
    expect(isDeferredScreen(lazy)).toBe(true);
    expect(isDeferredScreen(() => Promise.resolve({}))).toBe(false);
    const standIn = await lazy.staticScreen();
    expect(typeof standIn).toBe('function');
    expect(load).not.toHaveBeenCalled();
    // The same stand-in every time: the machinery is set up once per route.
    expect(await lazy.staticScreen()).toBe(standIn);
  });

  it('navigated to in the browser, fetches the screen beside the machinery and gives the route its component', async () => {
    const load = vi.fn(async () => ({ Component: Screen }));
    const lazy = deferredScreen(load);
    const route = await lazy();
    expect(load).toHaveBeenCalled();
    expect(route.Component).toBe(await lazy.staticScreen());
  });

  it('a screen whose code cannot come fails the navigation, and a later one tries again', async () => {
    const load = vi
      .fn<() => Promise<{ Component: typeof Screen }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Component: Screen });
    const lazy = deferredScreen(load);
    await expect(lazy()).rejects.toThrow('offline');
    await expect(lazy()).resolves.toHaveProperty('Component');
  });
});
