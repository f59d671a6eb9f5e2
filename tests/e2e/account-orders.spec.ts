import { readFile } from 'node:fs/promises';
import type { ConsoleMessage, Page } from '@playwright/test';
import { blockingViolations, expect, signIn, test, visit } from './fixtures';

/** Places an order for the signed-in shopper through the development order control, so a test that changes it owns it. */
async function placeOrder(page: Page, order: { status?: 'created' | 'shipped' | 'delivered'; daysAgo?: number; giftCard?: boolean }): Promise<string> {
  const placed = await page.request.post('/fapi/test/orders', { headers: { 'content-type': 'application/json' }, data: order });
  expect(placed.status(), await placed.text()).toBe(200);
  return ((await placed.json()) as { orderNo: string }).orderNo;
}

/**
 * Runs `act`, which the worker must refuse once at `path` with `status` and `errorId` in the
 * catalogue shape. The page shows that refusal and logs nothing itself, but Chromium reports every
 * 4xx fetch as "Failed to load resource" on its console: exactly that one line, for that resource,
 * is taken out of the test's problems, and any other error still fails the test.
 */
async function expectRefusal(page: Page, problems: string[], expected: { path: string; status: number; errorId: string }, act: () => Promise<void>): Promise<void> {
  const logged: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && new URL(message.location().url, page.url()).pathname.endsWith(expected.path)) logged.push(`error: ${message.text()}`);
  };
  page.on('console', onConsole);
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(expected.path));
  await act();
  const response = await answered;
  expect(response.status()).toBe(expected.status);
  expect(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]?.errorId).toBe(expected.errorId);
  await expect.poll(() => logged.length).toBe(1);
  page.off('console', onConsole);
  expect(logged[0]).toMatch(new RegExp(`^error: Failed to load resource: the server responded with a status of ${expected.status} \\(`));
  const index = problems.indexOf(logged[0]!);
  expect(index).toBeGreaterThanOrEqual(0);
  problems.splice(index, 1);
}

test('a signed-in shopper sees their orders, opens one and downloads its invoice as a PDF', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'alex.morgan@example.com');
  await visit(page, '/en-us/account/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'RL10000001' })).toBeVisible();
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/en-us\/account\/orders\?page=2$/);
  await expect(page.getByRole('link', { name: 'RL10000011' })).toBeVisible();

  await visit(page, '/en-us/account/orders/RL10000003');
  await expect(page.getByRole('heading', { level: 1, name: 'Order RL10000003' })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Delivered');
  await expect(page.getByText('Gift card for Robin, emailed to robin.friend@example.com')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download invoice (PDF)' }).click()]);
  expect(download.suggestedFilename()).toBe('ridgeline-invoice-RL10000003.pdf');
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  expect(pdf.toString('latin1')).toContain('(Invoice for order RL10000003)');

  await page.getByRole('button', { name: 'Resend gift card email' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The gift card email was sent again to robin.friend@example.com.' })).toBeVisible();
  // Returns themselves (and their labels) are tests/e2e/returns.spec.ts; a seeded order only opens the form, so it stays returnable.
  await page.getByRole('button', { name: 'Return items' }).click();
  await expect(page.getByRole('heading', { name: 'Choose what to send back' })).toBeFocused();
});

test('a shopper cancels an order that has not shipped, after confirming', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'lena.larsen@example.com');
  // An order of its own: a seeded one stays cancelled in the dev server's state after one run.
  const orderNo = await placeOrder(page, { status: 'created' });
  await visit(page, `/en-us/account/orders/${orderNo}`);
  await page.getByRole('button', { name: 'Cancel order' }).click();
  const confirm = page.getByRole('button', { name: 'Yes, cancel the order' });
  await expect(confirm).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Keep the order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Being prepared');
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
});

test('a guest tracks an order by number and email on the how-to-return page', async ({ page, problems }) => {
  await visit(page, '/en-us/help/returns/how-to-return');
  await expect(page.getByRole('heading', { level: 2, name: 'Get your return label' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Track order' }) });
  await form.getByLabel('Order number').fill('RL10000901');
  await form.getByLabel('Email address').fill('someone@example.com');
  await expectRefusal(page, problems, { path: '/fapi/orders/track', status: 400, errorId: 'ORD400' }, () => form.getByRole('button', { name: 'Track order' }).click());
  await expect(page.getByRole('alert')).toHaveText('That email address does not match the order.');
  await form.getByLabel('Email address').fill('sam.rivera@example.com');
  await form.getByRole('button', { name: 'Track order' }).click();
  await expect(page.getByText('Order RL10000901: Shipped')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('contact us: categories from the API, a checked form and a case number', async ({ page }) => {
  await visit(page, '/en-us/help/contact-us');
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send message' }) });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByText('Please correct the highlighted fields.')).toBeVisible();
  await expect(form.getByLabel('Topic')).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await form.getByLabel('Topic').selectOption({ label: 'Returns and refunds' });
  await form.getByLabel('Subject').selectOption({ label: 'Where is my refund?' });
  await form.getByLabel('First name').fill('Sam');
  await form.getByLabel('Last name').fill('Rivera');
  await form.getByLabel('Email address').fill('sam.rivera@example.com');
  await form.getByLabel('Message', { exact: true }).fill('My refund for a returned jacket has not arrived yet.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByTestId('contact-case')).toHaveText(/Your case number is CS-\d{8}\./);
  expect(await blockingViolations(page)).toEqual([]);
});
