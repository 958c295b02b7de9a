import { afterEach, describe, expect, it, vi } from 'vitest';
import { persistScroll, rememberedScroll, rememberScroll, resetScrollMemory, restoreScroll } from './scroll-memory';

afterEach(() => {
  sessionStorage.clear();
  resetScrollMemory();
  vi.useRealTimers();
});

/** A window whose page is `height` px tall (jsdom lays nothing out). */
function fakeWindow(height: { value: number }) {
  const target = new EventTarget() as unknown as Window;
  const scrollTo = vi.fn();
  Object.defineProperties(target, {
    document: {
      value: {
        documentElement: {
          get scrollHeight() {
            return height.value;
          },
        },
      },
    },
    innerHeight: { value: 800 },
    scrollTo: { value: scrollTo },
  });
  return { target, scrollTo };
}

describe('scroll memory', () => {
  it('keeps each history entry its position across a reload (sessionStorage)', () => {
    rememberScroll('search', 4399.4);
    rememberScroll('car', 120);
    persistScroll();
    resetScrollMemory();
    expect(rememberedScroll('search')).toBe(4399);
    expect(rememberedScroll('car')).toBe(120);
    expect(rememberedScroll('other')).toBeNull();
  });

  it('forgets the oldest entries past a hundred', () => {
    for (let i = 0; i < 105; i++) rememberScroll(`k${i}`, i);
    expect(rememberedScroll('k0')).toBeNull();
    expect(rememberedScroll('k104')).toBe(104);
  });

  it('reads a damaged store as empty', () => {
    sessionStorage.setItem('kurumatabi:scroll', '{not json');
    expect(rememberedScroll('x')).toBeNull();
  });
});

describe('restoreScroll', () => {
  it('scrolls at once when the page is tall enough (a server-rendered page)', () => {
    const { target, scrollTo } = fakeWindow({ value: 6000 });
    restoreScroll(4399, target);
    expect(scrollTo).toHaveBeenCalledWith({ top: 4399, left: 0, behavior: 'instant' });
  });

  it('waits for the content to come, then scrolls', () => {
    vi.useFakeTimers();
    const height = { value: 1000 };
    const { target, scrollTo } = fakeWindow(height);
    restoreScroll(4399, target);
    vi.advanceTimersByTime(200);
    expect(scrollTo).not.toHaveBeenCalled();
    height.value = 6000;
    vi.advanceTimersByTime(100);
    expect(scrollTo).toHaveBeenCalledOnce();
  });

  it('gives up when the reader scrolls themselves, or after a while', () => {
    vi.useFakeTimers();
    const height = { value: 1000 };
    const { target, scrollTo } = fakeWindow(height);
    restoreScroll(4399, target);
    target.dispatchEvent(new Event('touchstart'));
    height.value = 6000;
    vi.advanceTimersByTime(500);
    expect(scrollTo).not.toHaveBeenCalled();

    height.value = 1000;
    restoreScroll(4399, target);
    vi.advanceTimersByTime(6000);
    height.value = 6000;
    vi.advanceTimersByTime(500);
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
