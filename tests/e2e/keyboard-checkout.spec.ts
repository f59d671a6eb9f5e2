import type { Locator, Page } from '@playwright/test';
import { blockingViolations, expect, tabTo, test, visit } from './fixtures';
import { addToCart, checkoutItems, nextYear, stepHeading } from './checkout-steps';

// Cart and checkout by keyboard alone: after each action focus is on the changed line's control,
// the status message that says what changed, or the next step's heading; never on the page body.

test.describe.configure({ timeout: 150_000 });

const pick = checkoutItems();

async function notOnBody(page: Page) {
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
}

async function press(page: Page, target: Locator, key = 'Enter', max = 60) {
  await tabTo(page, target, max);
  await page.keyboard.press(key);
}

test('cart and checkout by keyboard: focus lands on the line, its status or the next heading after each action', async ({ page, problems }) => {
  const first = pick();
  let second = pick();
  while (second.record.id === first.record.id) second = pick();
  await visit(page, '/en-us');
  await addToCart(page, first.sku);
  await addToCart(page, second.sku);
  await visit(page, '/en-us/cart');
  expect(await blockingViolations(page)).toEqual([]);
  const name = first.record.name;
  const other = second.record.name;
  const line = page.locator('.cart-line').filter({ hasText: name });

  // "+" keeps focus, and "+" again needs no Tab.
  const plus = page.getByRole('button', { name: `Increase quantity of ${name}` });
  await press(page, plus);
  await expect(line.getByTestId('line-qty')).toHaveText('2');
  await expect(plus).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(line.getByTestId('line-qty')).toHaveText('3');
  await expect(plus).toBeFocused();

  // "−" down to one disables itself: focus moves to the line's "+".
  const minus = page.getByRole('button', { name: `Decrease quantity of ${name}` });
  await minus.focus();
  await page.keyboard.press('Enter');
  await expect(line.getByTestId('line-qty')).toHaveText('2');
  await expect(minus).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(line.getByTestId('line-qty')).toHaveText('1');
  await expect(plus).toBeFocused();

  // Save for later, Move to cart and Remove: the line goes, its status message takes focus.
  const status = page.getByTestId('cart-status');
  await press(page, page.getByRole('button', { name: `Save ${other} for later` }));
  await expect(status).toHaveText(`${other} was saved for later.`);
  await expect(status).toBeFocused();
  await press(page, page.getByRole('button', { name: `Move ${other} to cart` }));
  await expect(status).toHaveText(`${other} was moved to your cart.`);
  await expect(status).toBeFocused();
  await press(page, page.getByRole('button', { name: `Remove ${other}` }), 'Enter', 80);
  await expect(status).toHaveText(`${other} was removed from your cart.`);
  await expect(status).toBeFocused();

  // A refused promo code: the refusal is said at the field and focus stays on Apply.
  const code = page.getByLabel('Promo code');
  await tabTo(page, code, 40);
  await page.keyboard.type('NOSUCHCODE');
  const apply = page.getByRole('button', { name: 'Apply', exact: true });
  await press(page, apply);
  await expect(page.locator('.coupon__error')).not.toBeEmpty();
  await expect(apply).toBeFocused();
  problems.splice(0, problems.length, ...problems.filter((problem) => !/status of 4\d\d/.test(problem)));
  expect(await blockingViolations(page)).toEqual([]);

  await press(page, page.getByRole('link', { name: 'Checkout' }), 'Enter', 20);
  await expect(stepHeading(page)).toHaveText('Shipping');
  const form = page.locator('form.address-form');
  for (const [label, value] of [
    ['First name', 'Robin'],
    ['Last name', 'Hale'],
    ['Address', '1200 Pearl Street'],
    ['City', 'Boulder'],
    ['Postal code', '80302'],
    ['Email', `keys-${Date.now().toString(36)}@example.com`],
    ['Phone', '3035550142'],
    ['State or province', 'Colorado'],
  ] as const) {
    await tabTo(page, form.getByLabel(label, { exact: true }), 60);
    await page.keyboard.type(value);
  }
  // Save shipping address: the form gives way to the saved address, whose heading takes focus.
  await press(page, form.getByRole('button', { name: 'Save shipping address' }));
  await expect(page.getByTestId('shipping-address')).toContainText('1200 Pearl Street');
  await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeFocused();

  // A change of shipping method keeps focus on the method chosen.
  await tabTo(page, page.locator('.checkout-methods input:checked'), 20);
  await page.keyboard.press('ArrowUp');
  const pudo = page.locator('.checkout-methods input[value="pudo"]');
  await expect(pudo).toBeChecked();
  await expect(pudo).toBeFocused();
  // And back to home delivery, which the saved address serves.
  await page.keyboard.press('ArrowDown');
  const standard = page.locator('.checkout-methods input[value="standard"]');
  await expect(standard).toBeChecked();
  await expect(standard).toBeFocused();
  await notOnBody(page);

  await press(page, page.getByRole('button', { name: 'Continue to billing' }));
  await expect(stepHeading(page)).toBeFocused();

  // Pay with this card: the card now on the order takes focus.
  const frame = page.locator('iframe[title="Card number and security code"]');
  const card = page.frameLocator('iframe[title="Card number and security code"]');
  await expect(card.getByLabel('Card number')).toBeVisible();
  await tabTo(page, frame, 30);
  await page.keyboard.type('4111 1111 1111 1111');
  await page.keyboard.press('Tab');
  await page.keyboard.type('123');
  await tabTo(page, page.getByLabel('Expiry date (MM/YY)'));
  await page.keyboard.type(`09/${nextYear}`);
  await press(page, page.getByRole('button', { name: 'Pay with this card' }));
  await expect(page.getByTestId('card-on-order')).toContainText('1111');
  await expect(page.getByTestId('card-on-order')).toBeFocused();

  await press(page, page.getByLabel(/I accept the terms and conditions of sale/), 'Space');
  await press(page, page.getByRole('button', { name: 'Continue to review' }));
  await expect(stepHeading(page)).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);
  await press(page, page.getByRole('button', { name: 'Place order' }));
  await page.waitForURL(/\/en-us\/order-confirmation\/RL\d{8}$/);
});
