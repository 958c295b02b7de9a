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
