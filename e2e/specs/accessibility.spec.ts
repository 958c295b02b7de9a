import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { publicPages } from '../support/public-pages';

/**
 * Issue 14 §5: axe-core (WCAG 2.2 AA) finds nothing on any public page, at a phone's width and a
 * desktop's (the cards, the badges and the menus differ between them).
 */
for (const viewport of [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test(`every public page passes axe (WCAG 2.2 AA) on a ${viewport.name}`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    // Every page is checked before the verdict, so one run lists all that is wrong.
    const found: string[] = [];
    for (const { name, path, ready } of await publicPages()) {
      await page.goto(path);
      await ready(page);
      await page.waitForLoadState('networkidle');
      found.push(...(await axeViolations(page)).map((violation) => `${name}: ${violation}`));
    }
    expect(found, `axe (WCAG 2.2 AA) on a ${viewport.name}`).toEqual([]);
  });
}
