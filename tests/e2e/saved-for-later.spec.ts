import { blockingViolations, expect, test, visit } from './fixtures';
import { addToCart, anyCheckoutItem } from './checkout-steps';

// The saved-for-later list under the cart shows each item as a line of its own (image, name,
// variant, price) with a designed "Move to cart" and "Remove".

test('a saved item shows its image, variant and price, moves back to the cart, and is removed for good', async ({ page }) => {
  test.setTimeout(90_000);
  const item = anyCheckoutItem();
  await visit(page, '/en-us');
  await addToCart(page, item.sku);
  await visit(page, '/en-us/cart');
  const name = item.record.name;
  await page.getByRole('button', { name: `Save ${name} for later` }).click();
  const saved = page.locator('.saved-for-later');
  const line = saved.locator('.saved-item').first();
  await expect(line).toContainText(name);
  await expect(line.locator('img.saved-item__image')).toBeVisible();
  await expect(line.locator('.saved-item__variants')).toContainText('Size:');
  await expect(line.locator('.saved-item__price')).toHaveText(/^\$\d+\.\d{2}$/);
  const move = line.getByRole('button', { name: `Move ${name} to cart` });
  // The design system's secondary button: white with the brand's outline, a full touch target.
  await expect(move).toHaveCSS('background-color', 'rgb(255, 255, 255)');
  expect((await move.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await blockingViolations(page)).toEqual([]);

  await move.click();
  await expect(page.locator('.cart-line', { hasText: name })).toHaveCount(1);
  await expect(saved.locator('.saved-item', { hasText: name })).toHaveCount(0);

  await page.getByRole('button', { name: `Save ${name} for later` }).click();
  await expect(saved.locator('.saved-item', { hasText: name })).toHaveCount(1);
  await saved.getByRole('button', { name: `Remove ${name}` }).first().click();
  await expect(page.locator('.saved-item', { hasText: name })).toHaveCount(0);
  await visit(page, '/en-us/cart');
  await expect(page.locator('.saved-item', { hasText: name })).toHaveCount(0);
});
