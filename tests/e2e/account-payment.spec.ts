import type { Page, Request } from '@playwright/test';
import { blockingViolations, expect, signIn, test, visit } from './fixtures';

// Saved cards through the payment provider's hosted fields: the card is typed into the provider's
// frame (another origin), saved as a token and removed again; the shop's page and every request
// the shop receives never carry the number.

const EMAIL = 'wren.walsh@example.com';
const CARD_NUMBER = '4242424242424242';
const METHODS = '/fapi/account/payment-instruments';

/** Starts from no saved methods: the browser tests' database outlives each run. */
async function removeSavedMethods(page: Page): Promise<void> {
  const { paymentInstruments } = (await (await page.request.get(METHODS)).json()) as { paymentInstruments: Array<{ paymentInstrumentId: string }> };
  for (const { paymentInstrumentId } of paymentInstruments) expect((await page.request.delete(`${METHODS}/${paymentInstrumentId}`)).ok()).toBe(true);
}

test('a card saved through the provider’s frame, then removed; the shop never sees its number', async ({ page, baseURL }) => {
  await signIn(page, EMAIL);
  await removeSavedMethods(page);
  const shopOrigin = new URL(baseURL!).origin;
  const toShop: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin === shopOrigin) toShop.push(request);
  });

  await visit(page, '/en-us/account/payment');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('You have no saved cards.')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Add a card' }).click();
  const frameElement = page.locator('iframe[title="Card number and security code"]');
  await expect(frameElement).toBeVisible();
  const providerOrigin = new URL((await frameElement.getAttribute('src'))!).origin;
  expect(providerOrigin).not.toBe(shopOrigin);
  const fields = page.frameLocator('iframe[title="Card number and security code"]');
  await page.getByLabel('Name on card').fill('Wren Walsh');
  await fields.getByLabel('Card number').fill(CARD_NUMBER);
  await fields.getByLabel('Security code').fill('123');
  // An expiry in the past is refused at its field.
  await page.getByLabel('Expiry date (MM/YY)').fill('01/20');
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('The expiry date is not valid.')).toBeVisible();
  await expect(page.getByLabel('Expiry date (MM/YY)')).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);

  const year = String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0');
  await page.getByLabel('Expiry date (MM/YY)').fill(`09/${year}`);
  await page.getByRole('button', { name: 'Save card' }).click();
  await expect(page.getByText('Card saved.')).toBeVisible();
  const saved = page.locator('.payment-item', { hasText: 'Visa ending in 4242' });
  await expect(saved).toContainText(`Expires 09/20${year}`);
  await expect(saved).toContainText('Main card');

  // The page's JavaScript cannot reach into the frame, and nothing the shop holds or received has the number.
  expect(await page.evaluate(() => document.querySelector('iframe')?.contentDocument ?? null)).toBeNull();
  expect(await page.content()).not.toContain(CARD_NUMBER.slice(0, 12));
  expect(toShop.length).toBeGreaterThan(0);
  for (const request of toShop) expect(`${request.url()} ${request.postData() ?? ''}`).not.toMatch(/4242\s?4242\s?4242/);

  // Its expiry and name can change; the number cannot.
  await page.getByRole('button', { name: 'Edit Visa ending in 4242' }).click();
  const edit = page.getByRole('form', { name: 'Edit Visa ending in 4242' });
  await edit.getByLabel('Expiry date (MM/YY)').fill(`10/${year}`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Card updated.')).toBeVisible();
  await expect(saved).toContainText(`Expires 10/20${year}`);

  await page.getByRole('button', { name: 'Remove: Visa ending in 4242' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this payment method?' });
  await expect(dialog).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Yes, remove Visa ending in 4242' }).click();
  await expect(page.getByText('Payment method removed.')).toBeVisible();
  await expect(page.getByText('You have no saved cards.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved cards', exact: true })).toBeFocused();
});

test('a reward code saved from the keyboard, and a second save says the gift card exists', async ({ page, problems }) => {
  await signIn(page, EMAIL);
  await removeSavedMethods(page);
  await visit(page, '/en-us/account/payment');
  const code = page.getByLabel('Reward code', { exact: true });
  await code.focus();
  await page.keyboard.type('RWD-TRAIL-2026');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Reward code RWD-TRAIL-2026')).toBeVisible();
  await code.fill('RWD-TRAIL-2026');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Gift card already exists.' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  // The refused save is the one failed request the browser reports.
  const refusals = problems.filter((problem) => problem.includes('status of 409'));
  expect(refusals).toHaveLength(1);
  problems.splice(0, problems.length, ...problems.filter((problem) => !refusals.includes(problem)));
});
