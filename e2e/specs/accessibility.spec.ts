import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { publicPages } from '../support/public-pages';
import { scrollIntoView } from '../support/ui';

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

/** A day `offset` days from today in Japan, as the calendar's day buttons begin their names. */
function japanDay(offset: number): RegExp {
  const now = new Date(Date.now() + 9 * 3600_000);
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
  return new RegExp(`^${day.getUTCFullYear()}年${day.getUTCMonth() + 1}月${day.getUTCDate()}日`);
}

/**
 * The reserve calendar (react-day-picker, ADR 0054) sits below the fold, so the page scan above never sees it:
 * here a stay's range is being picked from the keyboard on a spot's page, and axe checks the calendar as it is then.
 */
test('the calendar passes axe while a range is picked from the keyboard', async ({ page }) => {
  test.setTimeout(60_000);
  const spot = (await publicPages()).find((entry) => entry.name === 'spot');
  if (!spot) throw new Error('no spot page among the public pages');
  await page.goto(spot.path);
  await spot.ready(page);
  await scrollIntoView(page.getByRole('main').getByRole('heading', { level: 2, name: '空き状況' }));
  const calendar = page.getByRole('main').getByRole('group', { name: '予約カレンダー' });
  const start = calendar.getByRole('button', { name: japanDay(1) }).first();
  await start.click();
  await expect(calendar).toContainText('終了日を選んでください');
  await page.keyboard.press('ArrowRight');
  await expect(calendar.getByRole('button', { name: japanDay(2) }).first()).toBeFocused();
  await page.keyboard.press('Enter');
  // A stay counts one night; an activity's plan counts days.
  await expect(calendar).toContainText(/（1泊）|（2日間）/);
  expect(await axeViolations(page), 'axe on the calendar').toEqual([]);
});
