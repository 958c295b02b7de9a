import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.2 AA, as issue 14 asks: the A and AA rules of 2.0, 2.1 and 2.2. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** axe-core's violations on the page as it is (or on what `include` selects), one line each with its nodes (empty when none). */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? '?'}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

/** Runs axe-core on the page as it is (or on what `include` selects: one screen's own part) and expects no violation. */
export async function expectNoAxeViolations(page: Page, what: string, include?: string): Promise<void> {
  expect(await axeViolations(page, include), `axe on ${what}`).toEqual([]);
}
