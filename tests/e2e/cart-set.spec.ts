import type { Locator, Page } from '@playwright/test';
import { generateCatalog } from '../../mocks/data/catalog';
import { addedLists, blockingViolations, expect, miniCart, tabTo, test, visit } from './fixtures';

// A recommendation block with checkbox add-to-cart controls (the kitchen sink's complete-the-look:
// a jacket whose sizes are chosen, a one-size cap, gloves): products picked into a set and added
// in one cart action.

const CATALOG = new Map(generateCatalog().map((record) => [record.id, record]));
const upsell = (page: Page) => page.locator('[data-block="complete-the-look"]');
const setAdds = (page: Page) => page.waitForResponse((response) => response.url().endsWith('/fapi/cart/items/set') && response.request().method() === 'POST');

/** The card's product: its name as shown, and its price from the catalogue the mocks serve. */
async function productOf(card: Locator): Promise<{ name: string; price: number }> {
  const href = (await card.locator('a.rec-card__link').getAttribute('href')) ?? '';
  const record = CATALOG.get(href.slice(-8));
  if (!record) throw new Error(`no catalogue product for ${href}`);
  return { name: (await card.locator('.rec-card__title').textContent()) ?? '', price: record.prices.USD!.lowCurrent };
}

/** The kitchen sink's set block once hydrated, its three cards, and their products: a jacket in sizes, a one-size cap, gloves. */
async function openSet(page: Page) {
  await visit(page, '/en-us/kitchen-sink');
  const block = upsell(page);
  const cards = block.locator('.rec-card');
  await expect(cards).toHaveCount(3);
  const [jacket, cap, gloves] = await Promise.all([0, 1, 2].map((at) => productOf(cards.nth(at))));
  return { block, cards, jacket: jacket!, cap: cap!, gloves: gloves! };
}

test('a shopper picks a jacket (with a size) and a cap, and adds both in one go', async ({ page }) => {
  const { block, jacket, cap } = await openSet(page);
  const add = block.getByRole('button', { name: 'Add selected to cart' });
  await expect(block.getByText('Select items to add them together')).toBeVisible();
  await expect(add).toBeDisabled();

  await block.getByRole('checkbox', { name: `Select ${jacket.name}` }).check();
  const size = block.getByRole('combobox', { name: `Size for ${jacket.name}` });
  await expect(size).toBeVisible();
  // A sold-out size is listed but cannot be chosen.
  await expect(size.locator('option:disabled')).not.toHaveCount(0);
  await block.getByRole('checkbox', { name: `Select ${cap.name}` }).check();
  // A one-size product needs no choice.
  await expect(block.getByRole('combobox')).toHaveCount(1);
  const total = (jacket.price + cap.price).toLocaleString('en-US', { style: 'currency', currency: 'USD' });
  await expect(block.locator('.rec-set__summary')).toHaveText(`2 items selected, ${total}`);

  // No size yet: nothing is sent, the jacket says why and takes the focus.
  let sent = 0;
  page.on('request', (request) => void (request.url().includes('/fapi/cart/items') && (sent += 1)));
  await add.click();
  await expect(size).toBeFocused();
  await expect(size).toHaveAttribute('aria-invalid', 'true');
  await expect(size).toHaveAccessibleDescription('Select a size');
  expect(sent).toBe(0);
  expect(await blockingViolations(page, ['[data-block="complete-the-look"]'])).toEqual([]);

  const available = await size.locator('option:not(:disabled):not([value=""])').first().getAttribute('value');
  await size.selectOption(available!);
  await expect(size).not.toHaveAttribute('aria-invalid');
  const answered = setAdds(page);
  await add.click();
  expect((await answered).status()).toBe(200);
  expect(sent).toBe(1);
  const dialog = miniCart(page);
  await expect(dialog.locator('.cart-line')).toHaveCount(2);
  await expect(dialog).toContainText(jacket.name);
  await expect(dialog).toContainText(cap.name);
  expect(await addedLists(page)).toEqual(['upsell complete the look', 'upsell complete the look']);
  await page.keyboard.press('Escape');
  await expect(dialog).not.toBeVisible();
  // What went in leaves the set.
  await expect(block.getByRole('checkbox', { checked: true })).toHaveCount(0);
  await expect(add).toBeDisabled();
  expect(await blockingViolations(page, ['[data-block="complete-the-look"]'])).toEqual([]);
});

test('the set is picked, sized and added with the keyboard alone', async ({ page }) => {
  const { block, cards, jacket, gloves } = await openSet(page);

  // From the jacket's link, the way a keyboard user reaches the block.
  await cards.nth(0).locator('a.rec-card__link').focus();
  const jacketBox = block.getByRole('checkbox', { name: `Select ${jacket.name}` });
  await tabTo(page, jacketBox);
  await page.keyboard.press('Space');
  await expect(jacketBox).toBeChecked();
  const size = block.getByRole('combobox', { name: `Size for ${jacket.name}` });
  await tabTo(page, size);
  // Arrows skip the sold-out sizes.
  await page.keyboard.press('ArrowDown');
  await expect(size).not.toHaveValue('');
  await expect(size.locator('option:checked')).not.toHaveAttribute('disabled');

  const glovesBox = block.getByRole('checkbox', { name: `Select ${gloves.name}` });
  await tabTo(page, glovesBox);
  await page.keyboard.press('Space');
  await expect(glovesBox).toBeChecked();
  // Gloves come in sizes too: once they are known, adding without one takes the shopper to that choice.
  const glovesSize = block.getByRole('combobox', { name: `Size for ${gloves.name}` });
  await expect(glovesSize).toBeVisible();
  const add = block.getByRole('button', { name: 'Add selected to cart' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expect(glovesSize).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(glovesSize).not.toHaveValue('');

  await tabTo(page, add);
  const answered = setAdds(page);
  await page.keyboard.press('Enter');
  expect((await answered).status()).toBe(200);
  await expect(miniCart(page).locator('.cart-line')).toHaveCount(2);
});

test('a set the cart refuses goes in line by line: the refused product says why, the others stay added', async ({ page, problems }) => {
  const { block, cards, jacket, cap } = await openSet(page);
  const jacketId = ((await cards.nth(0).locator('a.rec-card__link').getAttribute('href')) ?? '').slice(-8);
  // The jacket's size sells out between the choice and the add: the cart refuses the set, then the jacket.
  const refuse = (errorId: string, message: string) => ({ status: 409, contentType: 'application/json', body: JSON.stringify({ errorDetails: [{ errorId, message }], appId: 'ridgeline', correlationId: 'e2e' }) });
  await page.route('**/fapi/cart/items/set', (route) => route.fulfill(refuse('INV409', 'Some products have no inventory')));
  await page.route('**/fapi/cart/items', (route) => ((route.request().postDataJSON() as { productId: string }).productId.startsWith(jacketId) ? route.fulfill(refuse('INV700', 'Item out of stock')) : route.continue()));

  const jacketBox = block.getByRole('checkbox', { name: `Select ${jacket.name}` });
  await jacketBox.check();
  const size = block.getByRole('combobox', { name: `Size for ${jacket.name}` });
  await size.selectOption((await size.locator('option:not(:disabled):not([value=""])').first().getAttribute('value'))!);
  await block.getByRole('checkbox', { name: `Select ${cap.name}` }).check();
  await block.getByRole('button', { name: 'Add selected to cart' }).click();

  await expect(block.getByRole('status')).toHaveText('1 item was added to your cart. Some items could not be added: see the message at each.');
  await expect(jacketBox).toBeFocused();
  await expect(jacketBox).toBeChecked();
  await expect(jacketBox).toHaveAccessibleDescription('This item is out of stock.');
  await expect(block.getByRole('checkbox', { name: `Select ${cap.name}` })).not.toBeChecked();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(miniCart(page)).not.toBeVisible();
  expect(await addedLists(page)).toEqual(['upsell complete the look']);
  // The two refusals, the set's and the jacket's, are the only console errors, as the browser logs each 409.
  const refusals = problems.filter((problem) => problem.includes('status of 409'));
  expect(refusals).toHaveLength(2);
  problems.splice(0, problems.length, ...problems.filter((problem) => !refusals.includes(problem)));
  expect(await blockingViolations(page, ['[data-block="complete-the-look"]'])).toEqual([]);
});
