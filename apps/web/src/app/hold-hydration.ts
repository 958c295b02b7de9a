/**
 * What a screen's module asks the page to wait for before it hydrates (a wide search's sidebar form, ADR 0056):
 * code that is not in the screen's chunk but hydrates with it. mountApp awaits it after loading the screen.
 */
const held: Promise<unknown>[] = [];

export function holdHydrationFor(promise: Promise<unknown>): void {
  held.push(promise.catch(() => {}));
}

export function heldForHydration(): Promise<unknown> {
  return Promise.all(held.splice(0));
}
