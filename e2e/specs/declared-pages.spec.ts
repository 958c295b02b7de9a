import { publicPageRoutes } from '@kurumatabi/contract/pages';
import { expect, test } from '@playwright/test';

/**
 * The fixed titles of the page declaration (ADR 0053) are the screens' own: the server writes the declared title,
 * and the screen, once the app runs it, sets its own; a page whose two differ would change its title on hydration.
 */
const fixedTitles = publicPageRoutes.flatMap((route) =>
  route.head.kind === 'fixed' ? [{ path: route.path, title: `${route.head.title} | くるま旅` }] : [],
);

test('every page with a declared title keeps it once the app runs it', async ({ page }) => {
  expect(fixedTitles.length).toBeGreaterThan(7);
  for (const { path, title } of fixedTitles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    // Hydrated: mount-app turns the page's clicks on after the first commit, the screen's title set before it.
    await expect(page.locator('#root')).not.toHaveAttribute('style', /pointer-events/);
    await expect(page, path).toHaveTitle(title);
  }
});
