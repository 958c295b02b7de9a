import { test as base, type BrowserContext, type ConsoleMessage, type Response, type WebError } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * A 4xx that a journey provokes on purpose: its status and the app's path (exact, or a pattern), with why.
 * Declared in the test, where the call is provoked.
 */
export interface AllowedResponse {
  status: number;
  path: string | RegExp;
  reason: string;
}

/** A console error a journey knows of (matched on its text), with why: a known bug being fixed elsewhere, named. */
export interface AllowedConsoleError {
  console: RegExp;
  reason: string;
}

/**
 * Watches every page of a journey: a console error, an uncaught page error, or a 4xx answer from the app's
 * own origin that the test did not allow fails the journey when it ends (issue 32: a stray 409 after a
 * booking went unnoticed because nothing looked). Other origins (the identity emulator) are their own business.
 */
export class JourneyGuard {
  private readonly problems: string[] = [];
  private readonly allowed: AllowedResponse[] = [];
  private readonly allowedConsole: AllowedConsoleError[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  constructor(private readonly origin: string) {}

  /** Allows a 4xx the journey provokes on purpose (e.g. a validation error it checks), or a known console error. */
  allow(...allowances: (AllowedResponse | AllowedConsoleError)[]): void {
    for (const allowance of allowances) {
      if ('console' in allowance) this.allowedConsole.push(allowance);
      else this.allowed.push(allowance);
    }
  }

  watch(context: BrowserContext): void {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on('console', (message) => this.onConsole(message));
    context.on('weberror', (error) => this.onPageError(error));
    context.on('response', (response) => this.onResponse(response));
  }

  /** What went wrong, one line each (empty when the journey was clean). */
  report(): string[] {
    return [...this.problems];
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    // The browser's own line for a failed request: a 4xx is judged by its response below (allowed or not, app or not).
    if (/^Failed to load resource: the server responded with a status of 4\d\d/.test(message.text())) return;
    if (this.allowedConsole.some((a) => a.console.test(message.text()))) return;
    const where = message.location().url;
    this.problems.push(`console error: ${message.text()}${where ? ` (${where})` : ''}`);
  }

  private onPageError(error: WebError): void {
    const thrown = error.error();
    this.problems.push(`page error: ${thrown.stack ?? thrown.message}`);
  }

  private onResponse(response: Response): void {
    const status = response.status();
    if (status < 400 || status > 499) return;
    const url = new URL(response.url());
    if (url.origin !== this.origin) return;
    const allowed = this.allowed.some(
      (a) => a.status === status && (typeof a.path === 'string' ? a.path === url.pathname : a.path.test(url.pathname)),
    );
    if (!allowed) this.problems.push(`unexpected ${status}: ${response.request().method()} ${url.pathname}${url.search}`);
  }
}

/** The guard of the running test, for the contexts a journey opens itself (journey.ts `newPage`). */
let current: JourneyGuard | null = null;

/** Puts a context the journey opened itself under the running test's guard. */
export function watchContext(context: BrowserContext): void {
  current?.watch(context);
}

/**
 * Playwright's test with the guard: every journey in a spec that imports this `test` is watched (its
 * default page and every context opened with `newPage`). `journeyGuard.allow(...)` in a test declares
 * the 4xx it provokes on purpose.
 */
export const test = base.extend<{ journeyGuard: JourneyGuard }>({
  journeyGuard: [
    async ({ baseURL }, use) => {
      const guard = new JourneyGuard(new URL(baseURL ?? 'http://127.0.0.1:3199').origin);
      current = guard;
      await use(guard);
      current = null;
      const problems = guard.report();
      if (problems.length > 0) {
        throw new Error(`The journey met ${problems.length} unexpected error(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
      }
    },
    { auto: true },
  ],
  context: async ({ context, journeyGuard }, use) => {
    journeyGuard.watch(context);
    await use(context);
  },
});
