import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Where journeys leave the screenshots people look at before calling a page done: under DATA_DIR (git-ignored by default). */
export const screensDir = process.env.SCREENS_DIR ?? path.resolve(repoRoot, process.env.DATA_DIR ?? '.data', 'screens');

/**
 * The screenshots are for people to look at (`E2E_SCREENS=on|off`). A CI run (`CI` set, as CI services do) keeps no
 * artefacts, so there they are off unless asked for: drawing them (each page resized to a phone's and a desktop's
 * width, drawn whole and encoded) took a seventh of the time of the journeys that take most of them (ADR 0007).
 */
const ci = !['', '0', 'false'].includes(process.env.CI ?? '');
const screensWanted = (process.env.E2E_SCREENS ?? (ci ? 'off' : 'on')) !== 'off';

/**
 * A screenshot of the page at a phone's or a desktop's width, from the top (the sticky header and
 * side navigation would otherwise be drawn mid-page), after the layout has settled.
 */
export async function screenshotAt(page: Page, width: number, name: string, fullPage = true): Promise<void> {
  if (!screensWanted) return;
  mkdirSync(screensDir, { recursive: true });
  const previous = page.viewportSize();
  await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${screensDir}/${name}-${width}.png`, fullPage });
  if (previous) await page.setViewportSize(previous);
}
