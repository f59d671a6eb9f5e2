import type { Page } from '@playwright/test';
import { messagesFor } from '../../shared/i18n/catalogues';
import { getSite } from '../../shared/site';
import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';

// A return from the account's order detail: the shopper chooses items, how many and why; the
// label link answers a PDF; the order then lists the return, its items and its state. One run
// on the French-Canadian site. The account and its delivered order are the test's own.

test.describe.configure({ timeout: 90_000 });

/** A delivered order of a new account of the test's own, the shopper signed in. */
async function deliveredOrder(page: Page): Promise<string> {
  await signIn(page, await newAccount(page.request, 'Trailhead2026'));
  const placed = await page.request.post('/fapi/test/orders', { data: { status: 'delivered', daysAgo: 3 } });
  expect(placed.status(), await placed.text()).toBe(200);
  return ((await placed.json()) as { orderNo: string }).orderNo;
}

for (const locale of ['en-us', 'fr-ca']) {
  test(`${locale}: a shopper returns one item with a reason, prints the label, and sees the return on the order`, async ({ page }) => {
    const t = messagesFor(getSite(locale)!);
    const orderNo = await deliveredOrder(page);
    await visit(page, `/${locale}/account/orders/${orderNo}`);
    await page.getByRole('button', { name: t['orders.returnLabel'] }).click();
    const form = page.getByTestId('return-form');
    await expect(form.getByRole('heading', { name: t['orders.return.title'] })).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);

    // Nothing chosen: said at the form, nothing sent.
    await form.getByRole('button', { name: t['orders.return.submit'] }).click();
    await expect(form.getByRole('alert')).toHaveText(t['orders.return.none']);

    const quantity = form.getByRole('combobox').first();
    await quantity.selectOption('1');
    await form.getByLabel(t['orders.return.reason']).selectOption({ label: t['orders.return.reason.TOO_LARGE'] });
    await form.getByRole('button', { name: t['orders.return.submit'] }).click();
    await expect(page.getByRole('status').filter({ hasText: t['orders.return.created'] })).toBeVisible();

    const entry = page.getByTestId('order-return');
    await expect(entry).toHaveCount(1);
    await expect(entry.getByTestId('return-state')).toHaveText(t['orders.returns.state.LABEL_CREATED']);
    await expect(entry.getByRole('heading')).toContainText(`RT${orderNo.slice(2)}-1`);
    await expect(entry.getByRole('listitem')).toHaveCount(1);
    expect(await blockingViolations(page)).toEqual([]);

    const href = await entry.getByRole('link', { name: t['orders.returns.print'] }).getAttribute('href');
    const label = await page.request.get(href!);
    expect(label.status()).toBe(200);
    expect(label.headers()['content-type']).toBe('application/pdf');
    expect(label.headers()['content-disposition']).toMatch(/^inline; filename="ridgeline-return-label-RT\d{8}-1\.pdf"$/);
    const pdf = (await label.body()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    expect(pdf).toContain(`(Return RT${orderNo.slice(2)}-1 - order ${orderNo})`);

    // Read again from the backend, the return is still there.
    await visit(page, `/${locale}/account/orders/${orderNo}`);
    await expect(page.getByTestId('order-return')).toHaveCount(1);
  });
}

test('the label is not served to another shopper', async ({ page, browser }) => {
  const orderNo = await deliveredOrder(page);
  await visit(page, `/en-us/account/orders/${orderNo}`);
  const line = (await (await page.request.get(`/fapi/account/orders/${orderNo}`)).json()) as { items: Array<{ itemId: string; digital: boolean }> };
  const made = await page.request.post(`/fapi/account/orders/${orderNo}/returns`, {
    data: { items: [{ itemId: line.items.find((item) => !item.digital)!.itemId, qty: 1 }], reason: 'DAMAGED' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { returnId } = (await made.json()) as { returnId: string };
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  await signIn(otherPage, await newAccount(otherPage.request, 'Trailhead2026'));
  expect((await otherPage.request.get(`/fapi/account/orders/${orderNo}/returns/${returnId}/label`)).status()).toBe(404);
  await other.close();
});
