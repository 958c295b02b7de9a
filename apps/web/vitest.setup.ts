import { afterAll, afterEach } from 'vitest';

// jsdom has no <dialog> methods: open and close a dialog as the browser would, so that any test can render one.
// (Tests that ask for the node environment have no DOM at all, and nothing to patch.)
if (typeof HTMLDialogElement !== 'undefined') {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}

// Test files share one page (isolate: false in vitest.config.ts): each file leaves it as it found it — no
// rendered tree, nothing in the body, no stored state, the address at the root.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(cleanup);
  afterAll(() => {
    cleanup();
    document.body.innerHTML = '';
    window.localStorage.clear();
    window.sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });
}
