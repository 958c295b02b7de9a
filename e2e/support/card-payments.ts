import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { watchContext } from './journey-guard';
import { payWithTestCard } from './ui';

/** The card payment journeys' parts (issue 33): a browser at a given size, the reservation form's payment and request. */

/** A guest's phone, and a host's or staff's desktop. */
export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/** Stripe's test cards the sandbox knows (apps/api/src/modules/payments/sandbox/test-cards.ts), as a guest types them. */
export const testCards = {
  visa: '4242 4242 4242 4242',
  threeDSecure: '4000 0027 6000 3184',
  insufficientFunds: '4000 0000 0000 9995',
  expired: '4000 0000 0000 0069',
} as const;

/** A browser of its own at `viewport` (no session carried over), watched by the journey's guard. */
export async function newPageAt(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport,
  });
  watchContext(context);
  return context.newPage();
}

/** The payment step's card: its heading's group (the processor's form, or the card it made, and a refusal's reason). */
export function cardField(main: Locator): Locator {
  return main.getByRole('group', { name: 'お支払いに使うカード' });
}

/**
 * From the reserve page's input stage: a test card into the sandbox's form, the share contract agreed (once:
 * it stays checked after a refusal), the confirmation, and the request sent.
 */
export async function requestWithCard(main: Locator, number: string): Promise<void> {
  await payWithTestCard(cardField(main), number);
  const agreement = main.getByRole('checkbox', { name: 'シェア契約書に同意します' });
  if (!(await agreement.isChecked())) await agreement.check();
  await main.getByRole('button', { name: '確認へ進む' }).click();
  await expect(main.getByRole('heading', { name: '予約内容の確認' })).toBeVisible();
  await main.getByRole('button', { name: '予約をリクエストする' }).click();
}

/** `¥31,600`, as the screens write yen. */
export const yen = (n: number) => `¥${n.toLocaleString('en-US')}`;
