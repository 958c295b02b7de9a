import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

/** Where journeys leave the screenshots people look at before calling a page done (git-ignored). */
export const screensDir = process.env.SCREENS_DIR ?? fileURLToPath(new URL('../../.data/screens', import.meta.url));

/**
 * A screenshot of the page at a phone's or a desktop's width, from the top (the sticky header and
 * side navigation would otherwise be drawn mid-page), after the layout has settled.
 */
export async function screenshotAt(page: Page, width: number, name: string, fullPage = true): Promise<void> {
  mkdirSync(screensDir, { recursive: true });
  const previous = page.viewportSize();
  await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screensDir}/${name}-${width}.png`, fullPage });
  if (previous) await page.setViewportSize(previous);
}
