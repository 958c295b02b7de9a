import { describe, expect, it, vi } from 'vitest';
import { reloadOnHistoryTraversal } from './reload-on-back';

describe('reloadOnHistoryTraversal', () => {
  it('reloads on popstate and keeps later listeners (the router) from handling it', () => {
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    Object.defineProperty(target, 'location', { value: { reload } });
    const router = vi.fn();
    const uninstall = reloadOnHistoryTraversal(target);
    target.addEventListener('popstate', router);

    target.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(router).not.toHaveBeenCalled();

    uninstall();
    target.dispatchEvent(new PopStateEvent('popstate'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(router).toHaveBeenCalledTimes(1);
  });
});
