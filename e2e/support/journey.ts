import { expect, test, type Browser, type Page } from '@playwright/test';
import { watchContext } from './journey-guard';
import { createCarReserve, verifyCarReserve, type ReserveDetail } from '@kurumatabi/contract';
import type { CallApi } from '@kurumatabi/contract/client';
import { screenshotAt } from './screens';
import { openLoginDialog, signInThroughDialog, userMenuButton } from './ui';

/** What journeys with several people share: a browser each, signing in, screenshots, a car request through the API. */

/** A browser of its own for each person of the journey (no session carried over), watched by the journey's guard. */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  watchContext(context);
  return context.newPage();
}

/** Signs in through the header's dialog and waits for the user menu with the person's name. */
export async function signInAs(page: Page, email: string, name: string, password: string) {
  await page.goto('/');
  await openLoginDialog(page);
  await signInThroughDialog(page, email, password);
  await expect(userMenuButton(page, name)).toBeVisible();
}

/** The page at a phone's and a desktop's width, once the toasts (3 s) are gone. */
export async function screenshotsAfterToasts(page: Page, name: string) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 8_000 });
  for (const width of [375, 1280]) await screenshotAt(page, width, name);
}

/** Today in Japan and a day `n` days away, as `YYYY-MM-DD`. */
export function japanDay(n = 0): string {
  return new Date(Date.now() + 9 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);
}

/** The guest asks for the car on [startDate, endDate] at the price the quote gives (the reserve page is another journey). */
export async function requestCar(guest: CallApi, carId: string, startDate: string, endDate: string): Promise<ReserveDetail> {
  const quote = await guest(verifyCarReserve, { carId, startDate, endDate, options: [] });
  return guest(createCarReserve, {
    carId,
    startDate,
    endDate,
    options: [],
    paymentMethod: 'CreditCard',
    paymentToken: 'pm_card_visa',
    quotedTotal: quote.total,
    agreeToShareContract: true,
  });
}
