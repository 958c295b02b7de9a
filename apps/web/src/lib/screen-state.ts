/**
 * What a reader did to a screen's static server markup before its code came (ADR 0030, fifth pass),
 * carried over to the rendered screen that replaces it. Elements are named by their path of child
 * positions under the screen's wrapper: the rendered screen is the same markup, made from the same
 * data, so the same path names the same element.
 */
export type ElementPath = number[];

export function pathOf(root: Element, node: EventTarget | null): ElementPath | null {
  let element = node instanceof Element ? node : node instanceof Node ? node.parentElement : null;
  const path: ElementPath = [];
  while (element && element !== root) {
    const parent: Element | null = element.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, element));
    element = parent;
  }
  return element === root ? path : null;
}

export function elementAt(root: Element, path: ElementPath): Element | null {
  let element: Element | undefined = root;
  for (const index of path) {
    element = element.children[index];
    if (!element) return null;
  }
  return element;
}

interface FieldValue {
  path: ElementPath;
  value: string;
}

export interface ScreenState {
  /** Text typed and options chosen (a checkbox's click is replayed instead: the static one never changes). */
  fields: FieldValue[];
  focus: { path: ElementPath; selection: [number, number] | null } | null;
  /** Scrolled boxes, such as a gallery swiped while its code was coming. */
  scrolls: { path: ElementPath; left: number; top: number }[];
}

const TEXT_LIKE = /^(text|search|email|tel|url|number|password|date|month|week|time|datetime-local)$/;

function changedValue(element: Element): string | null {
  if (element instanceof HTMLInputElement)
    return TEXT_LIKE.test(element.type) && element.value !== element.defaultValue ? element.value : null;
  if (element instanceof HTMLTextAreaElement) return element.value !== element.defaultValue ? element.value : null;
  if (element instanceof HTMLSelectElement)
    return [...element.options].some((option) => option.selected !== option.defaultSelected) ? element.value : null;
  return null;
}

function selectionOf(element: Element): [number, number] | null {
  if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) return null;
  try {
    return element.selectionStart === null || element.selectionEnd === null ? null : [element.selectionStart, element.selectionEnd];
  } catch {
    // Inputs without a text selection (a number, a date) throw on reading it.
    return null;
  }
}

/** Reads what the reader changed in the static markup under `root`, just before it is replaced. */
export function captureScreenState(root: Element): ScreenState {
  const fields: FieldValue[] = [];
  for (const element of root.querySelectorAll('input, textarea, select')) {
    const value = changedValue(element);
    const path = value === null ? null : pathOf(root, element);
    if (value !== null && path) fields.push({ path, value });
  }
  const scrolls: ScreenState['scrolls'] = [];
  for (const element of root.querySelectorAll('*')) {
    if (element.scrollLeft === 0 && element.scrollTop === 0) continue;
    const path = pathOf(root, element);
    if (path) scrolls.push({ path, left: element.scrollLeft, top: element.scrollTop });
  }
  const active = document.activeElement;
  const focusPath = active && root.contains(active) ? pathOf(root, active) : null;
  return { fields, scrolls, focus: focusPath && active ? { path: focusPath, selection: selectionOf(active) } : null };
}

/** Sets a field's value as typing would, so React's change handler (and any form library) sees it. */
function typeInto(element: Element, value: string): void {
  const prototype = Object.getPrototypeOf(element) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (!setter || (element as HTMLInputElement).value === value) return;
  setter.call(element, value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
  element.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Gives the rendered screen under `root` what the reader did to the static one. */
export function restoreScreenState(root: Element, state: ScreenState): void {
  for (const { path, value } of state.fields) {
    const element = elementAt(root, path);
    if (element) typeInto(element, value);
  }
  for (const { path, left, top } of state.scrolls) elementAt(root, path)?.scrollTo({ left, top, behavior: 'instant' });
  if (!state.focus) return;
  const focused = elementAt(root, state.focus.path);
  if (!(focused instanceof HTMLElement || focused instanceof SVGElement)) return;
  focused.focus({ preventScroll: true });
  if (state.focus.selection && (focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement)) {
    try {
      focused.setSelectionRange(...state.focus.selection);
    } catch {
      // As above: no text selection on this input.
    }
  }
}

/** A press or a submission the static markup took, to be done again on the rendered screen. */
export type PendingGesture =
  { kind: 'click'; path: ElementPath; href: string | null } | { kind: 'submit'; path: ElementPath; submitter: ElementPath | null };

export function replayGesture(root: Element, gesture: PendingGesture): void {
  const target = elementAt(root, gesture.path);
  if (!target) return;
  if (gesture.kind === 'submit') {
    if (!(target instanceof HTMLFormElement)) return;
    const submitter = gesture.submitter ? elementAt(root, gesture.submitter) : null;
    try {
      target.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : undefined);
    } catch {
      // The submitter is no longer this form's: submit without it.
      target.requestSubmit();
    }
    return;
  }
  if (target instanceof HTMLElement) target.click();
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
}
