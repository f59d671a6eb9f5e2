import { variants } from '../fixtures/variants';
import { blockingViolations, expect, test, visit } from './fixtures';
import { addToCart } from './checkout-steps';

// The cart's order summary as each market reads it: where shelf prices include VAT the total is
// followed by the VAT it holds ("inkl. 19 % MwSt."), never a tax added on top; in North America
// the sales tax is its own row, added to the total. The basket is made under the site's locale.

/** A full-price product, with stock, that no product promotion touches, at 79 USD (79,95 € / £69 / 899 kr). */
const ITEM = variants(1, ({ record, units }) => !['BL', 'HW', 'GL', 'PK', 'GC'].includes(record.id.slice(0, 2)) && record.prices.USD!.percentagePriceDiscount === 0 && record.prices.USD!.lowCurrent === 79 && units >= 10)[0]!;

const CASES = [
  // 79,95 € + 4,95 € delivery = 84,90 €, holding 12,77 € + 0,79 € of VAT.
  { locale: 'de-de', vat: 'inkl. 19 % MwSt.', total: '84,90\u00a0€', tax: '13,56\u00a0€' },
  // £69 + £4.95 = £73.95, holding £11.50 + £0.83.
  { locale: 'en-gb', vat: 'Incl. 20% VAT', total: '£73.95', tax: '£12.33' },
  // 899 kr + 79 kr = 978 kr, holding 180 kr + 16 kr.
  { locale: 'nb-no', vat: 'inkl. 25 % mva.', total: '978,00\u00a0kr', tax: '196,00\u00a0kr' },
];

for (const { locale, vat, total, tax } of CASES) {
  test(`${locale}: the summary says the total includes VAT and adds none`, async ({ page }) => {
    await visit(page, `/${locale}`);
    await addToCart(page, ITEM.sku, locale);
    await visit(page, `/${locale}/cart`);
    const summary = page.locator('.order-summary');
    await expect(summary.getByTestId('summary-total')).toHaveText(total);
    const included = summary.locator('.order-summary__row--included');
    await expect(included.locator('dt')).toHaveText(vat);
    await expect(included.getByTestId('summary-tax')).toHaveText(tax);
    // Only the included line names the tax.
    await expect(summary.getByTestId('summary-tax')).toHaveCount(1);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('en-us: sales tax is a row of its own, added to the total', async ({ page }) => {
  await visit(page, '/en-us');
  await addToCart(page, ITEM.sku);
  await visit(page, '/en-us/cart');
  const summary = page.locator('.order-summary');
  // $79 + $7.95 delivery, and California's 7.25 % before an address: $5.73 + $0.58.
  // The cart does not know the delivery address yet, so the tax is called an estimate.
  await expect(summary.locator('.order-summary__row').filter({ hasText: 'Estimated tax' }).getByTestId('summary-tax')).toHaveText('$6.31');
  await expect(summary.getByTestId('summary-total')).toHaveText('$93.26');
  await expect(summary.locator('.order-summary__row--included')).toHaveCount(0);
});
