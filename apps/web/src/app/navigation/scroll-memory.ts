/**
 * Where each page of the visit was scrolled to, by history entry (React Router's `location.key`, which
 * the entry keeps across reloads), in the tab's sessionStorage: spec §2's back button reloads the page,
 * and the reloaded page is put back where the reader left it (ADR 0035).
 */
const STORAGE_KEY = 'kurumatabi:scroll';
/** Enough for a long visit; the oldest entries go first. */
const MAX_ENTRIES = 100;

let positions: Map<string, number> | null = null;

function load(): Map<string, number> {
  if (positions) return positions;
  positions = new Map();
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(stored)) {
      for (const item of stored as unknown[]) {
        if (Array.isArray(item) && typeof item[0] === 'string' && typeof item[1] === 'number') positions.set(item[0], item[1]);
      }
    }
  } catch {
    // Storage refused or unreadable: the visit starts without positions.
  }
  return positions;
}

export function rememberScroll(key: string, y: number): void {
  const all = load();
  all.delete(key);
  all.set(key, Math.max(0, Math.round(y)));
  while (all.size > MAX_ENTRIES) all.delete(all.keys().next().value as string);
}

export function rememberedScroll(key: string): number | null {
  return load().get(key) ?? null;
}

/** Writes the positions for the page that comes after this one (pagehide: a reload, the back button). */
export function persistScroll(): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...load()]));
  } catch {
    // Storage full or refused: the next page starts at its top.
  }
}

/** For tests: forget what this module read. */
export function resetScrollMemory(): void {
  positions = null;
}

/** What the reader does to scroll themselves: from then on the page is theirs. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long a page's content may take to grow tall enough (a shell page's data) before the position is given up. */
const RESTORE_WAIT_MS = 5_000;

/**
 * Scrolls to `y` once the page is tall enough for it: at once for a server-rendered page (its markup
 * is laid out before the app runs, deferred screens included), when the data has come for a page the
 * browser renders. The reader's own scroll, touch or key first, or a long wait, cancels it.
 */
export function restoreScroll(y: number, target: Window = window): () => void {
  const root = target.document.documentElement;
  const fits = () => root.scrollHeight - target.innerHeight >= y - 1;
  if (fits()) {
    target.scrollTo({ top: y, left: 0, behavior: 'instant' });
    return () => {};
  }
  const started = Date.now();
  const timer = setInterval(() => {
    if (fits()) {
      stop();
      target.scrollTo({ top: y, left: 0, behavior: 'instant' });
    } else if (Date.now() - started > RESTORE_WAIT_MS) stop();
  }, 50);
  function stop() {
    clearInterval(timer);
    for (const type of READER_INPUT) target.removeEventListener(type, stop, true);
  }
  for (const type of READER_INPUT) target.addEventListener(type, stop, { capture: true, passive: true });
  return stop;
}
