import type { Page } from '@playwright/test';
import { storeStock } from '../../mocks/data/stores';
import { productPath } from '../../shared/routing';
import { variants, type Variant } from '../fixtures/variants';
import { asAssociate, addedLists, blockingViolations, expect, miniCart, tabTo, test, visit } from './fixtures';

// The cart end to end: add from a product page, the mini-cart, the cart page and its rules,
// against the mocks' cart backend through the shopper's worker-held session.

const STORE = { storeId: 'US-SEA-01', name: 'Ridgeline Seattle' };

interface Pick extends Variant {
  /** Its USD price. */
  price: number;
}

/** A variant with plenty of stock whose product no product promotion touches. */
function pick(test: (price: number) => boolean, extra: (pick: Pick) => boolean = () => true, skip: readonly string[] = []): Pick {
  const priced = (variant: Variant): Pick => ({ ...variant, price: variant.record.prices.USD!.lowCurrent });
  const fits = (candidate: Pick) => !['BL', 'HW', 'GL', 'PK', 'GC'].includes(candidate.record.id.slice(0, 2)) && test(candidate.price) && !skip.includes(candidate.record.id) && candidate.units >= 10 && extra(candidate);
  return priced(variants(1, (variant) => fits(priced(variant)))[0]!);
}

// Free standard shipping in the US: told from a 60 spend, earned at 99. One to three of a 35–48 item
// walk the message through below, above and reached.
const STEPPER = pick((price) => price >= 35 && price < 48);
const OTHER = pick((price) => price < 120, () => true, [STEPPER.record.id]);
const PICKUP = pick((price) => price < 120, (candidate) => storeStock(STORE.storeId, candidate.sku, candidate.units).quantity >= 1, [STEPPER.record.id]);

const line = (page: Page, name: string) => page.locator('.cart-lines .cart-line').filter({ hasText: name });

/** Adds through the worker's cart route, as the product page's button does. */
async function add(page: Page, item: { sku: string }, qty = 1) {
  const response = await page.request.post('/en-us/fapi/cart/items', { data: { productId: item.sku, qty }, headers: { origin: new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).origin } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The browser logs each refused call; these were expected, exactly `count` of them. */
function expectRefusals(problems: string[], status: number, count: number) {
  const expected = problems.filter((problem) => problem.includes(`status of ${status}`));
  expect(expected).toHaveLength(count);
  problems.splice(0, problems.length, ...problems.filter((problem) => !expected.includes(problem)));
}

async function freshCartPage(page: Page, items: [{ sku: string }, number][]) {
  await visit(page, '/en-us');
  for (const [item, qty] of items) await add(page, item, qty);
  // The page reads the cart again once hydrated (for the saved list); tests start after that.
  const read = page.waitForResponse((response) => /\/fapi\/cart(\?|$)/.test(response.url()) && response.request().method() === 'GET');
  await visit(page, '/en-us/cart');
  await read;
}

test('adds from the product page, shows the mini-cart, and goes on to the cart', async ({ page }) => {
  await visit(page, `${productPath('en-us', STEPPER.record.slug, STEPPER.record.id)}?color=${STEPPER.color}`);
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await page.locator('.pdp fieldset').filter({ hasText: 'Size' }).locator(`label:has(input[value="${STEPPER.size}"])`).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = miniCart(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.cart-line')).toHaveCount(1);
  await expect(dialog).toContainText(STEPPER.record.name);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await blockingViolations(page, ['dialog[aria-labelledby="mini-cart-title"]'])).toEqual([]);
  await dialog.getByRole('link', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(line(page, STEPPER.record.name)).toHaveCount(1);
  // The server rendered the count: no flicker to fix after hydration.
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await (await page.request.get('/en-us/cart')).text()).toMatch(/data-testid="cart-count">1</);
  expect(await blockingViolations(page)).toEqual([]);
});

test('changing quantity moves the totals and the free-shipping message through its three states', async ({ page }) => {
  await freshCartPage(page, [[STEPPER, 1]]);
  const shipping = page.locator('.approaching__message').filter({ hasText: /shipping/i });
  const subtotal = page.getByTestId('summary-subtotal');
  await expect(shipping).toHaveAttribute('data-status', 'Below Threshold');
  await expect(shipping).toContainText('Free standard shipping on orders over $99.00');
  const one = await subtotal.textContent();
  const row = line(page, STEPPER.record.name);
  await row.getByRole('button', { name: `Increase quantity of ${STEPPER.record.name}` }).click();
  await expect(row.getByTestId('line-qty')).toHaveText('2');
  await expect(shipping).toHaveAttribute('data-status', 'Above Threshold');
  await expect(shipping).toContainText('away from free standard shipping');
  await expect(subtotal).not.toHaveText(one!);
  await row.getByRole('button', { name: `Increase quantity of ${STEPPER.record.name}` }).click();
  await expect(row.getByTestId('line-qty')).toHaveText('3');
  await expect(shipping).toHaveAttribute('data-status', 'Threshold Reached');
  await expect(shipping).toContainText('You have earned free standard shipping');
  await expect(subtotal).toHaveText(`$${(STEPPER.price * 3).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`);
  // Dismissed by its promotion id.
  await shipping.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(shipping).toHaveCount(0);
});

test('removes a line, saves one for later and moves it back', async ({ page }) => {
  await freshCartPage(page, [[STEPPER, 1], [OTHER, 1]]);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  // Each line has its heart.
  await expect(line(page, STEPPER.record.name).getByRole('button', { name: /favorites/i })).toHaveCount(1);
  await line(page, OTHER.record.name).getByRole('button', { name: `Remove ${OTHER.record.name}` }).click();
  await expect(line(page, OTHER.record.name)).toHaveCount(0);
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  await line(page, STEPPER.record.name).getByRole('button', { name: `Save ${STEPPER.record.name} for later` }).click();
  const saved = page.locator('.saved-for-later');
  await expect(saved).toContainText('Saved for later');
  await expect(saved.locator('.saved-item')).toHaveText([new RegExp(STEPPER.record.name)]);
  await expect(page.locator('.cart-page__empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await saved.getByRole('button', { name: `Move ${STEPPER.record.name} to cart` }).click();
  await expect(line(page, STEPPER.record.name)).toHaveCount(1);
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(saved.locator('.saved-item')).toHaveCount(0);
});

test('applies a valid promo code, and shows each invalid one at the input', async ({ page, problems }) => {
  await freshCartPage(page, [[STEPPER, 1]]);
  const input = page.getByRole('textbox', { name: 'Promo code' });
  const error = page.locator('.coupon__error');
  for (const [code, message] of [
    ['NOT-A-CODE', 'This promo code is not valid.'],
    ['SUMMER25', 'This promo code has expired.'],
  ]) {
    await input.fill(code!);
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(error).toHaveText(message!);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message!);
    await expect(page.locator('.cart-page__notices')).not.toContainText(message!);
  }
  await input.fill('RIDGE10');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.locator('.coupon__applied')).toContainText('Promo code RIDGE10 applied');
  await expect(error).toHaveText('');
  await expect(input).not.toHaveAttribute('aria-invalid');
  await expect(input).toHaveValue('');
  await expect(page.getByTestId('summary-discount')).toBeVisible();
  expectRefusals(problems, 400, 2);
});

test('switches a line to pickup in store, and a reload shows the same cart', async ({ page }) => {
  await page.addInitScript((store) => window.localStorage.setItem('ridgeline:favoriteStore', store), JSON.stringify(STORE));
  await freshCartPage(page, [[PICKUP, 1], [STEPPER, 2]]);
  const row = line(page, PICKUP.record.name);
  await expect(row).not.toContainText('Pick up at');
  await row.getByRole('button', { name: `Delivery method for ${PICKUP.record.name}` }).click();
  const dialog = page.locator('dialog[aria-labelledby="cart-change-shipping-method-title"]');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: new RegExp(`^Pick up at ${STORE.name}`) }).click();
  await expect(row).toContainText(`Pick up at ${STORE.name}`);
  await expect(dialog).not.toBeVisible();
  // The cart reports the change of delivery method.
  await expect(page.locator('.cart-page__notices')).toContainText('Your order was updated: the delivery method of an item changed.');

  const before = await page.locator('.cart-lines').textContent();
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(line(page, PICKUP.record.name)).toContainText(`Pick up at ${STORE.name}`);
  await expect(page.locator('.cart-lines')).toHaveText(before!);
  await expect(page.getByTestId('cart-count')).toHaveText('2');
});

/** Where the page keeps the cart between pages: the basket id and its lines (local storage). */
const stored = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('ridgeline:cart') ?? 'null') as { basketId: string; items: { productId: string; qty: number }[] } | null);

/** The basket the page remembers, once it has settled the cart it read. */
async function storedBasketId(page: Page): Promise<string> {
  await expect.poll(async () => (await stored(page))?.basketId ?? null).not.toBeNull();
  return (await stored(page))!.basketId;
}

/**
 * Makes the shopper's real basket lapse or belong to someone else, which no storefront action can:
 * the mocks' test control, reached through the storefront's development-only route.
 */
async function control(page: Page, action: 'age' | 'reassign', data: object = {}) {
  const response = await page.request.post(`/fapi/test/cart/${action}`, { data, headers: { origin: new URL(page.url()).origin } });
  expect(response.status(), await response.text()).toBe(200);
}

test('a basket that lapsed in the backend is recreated with the lines the browser remembers', async ({ page, problems }) => {
  await freshCartPage(page, [[STEPPER, 2]]);
  await expect(line(page, STEPPER.record.name).getByTestId('line-qty')).toHaveText('2');
  const lapsed = await storedBasketId(page);
  // Seven days without a change: the backend deletes the basket and answers CART_NOT_FOUND for it.
  await control(page, 'age', { days: 7 });

  const restore = page.waitForResponse((response) => response.url().endsWith('/fapi/cart/restore'));
  await page.reload();
  const restored = await restore;
  expect(restored.request().postDataJSON()).toEqual({ items: [{ productId: STEPPER.sku, qty: 2 }] });
  expect(restored.status()).toBe(200);
  const answer = (await restored.json()) as { cart: { basketId: string } };
  expect(answer.cart.basketId).not.toBe(lapsed);
  // The shopper sees their lines again, in the new basket, which the page now remembers.
  await expect(line(page, STEPPER.record.name).getByTestId('line-qty')).toHaveText('2');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect.poll(async () => (await stored(page))?.basketId).toBe(answer.cart.basketId);
  await expect(page.locator('.cart-page__notices .notice--error')).toHaveCount(0);
  // The new basket is the session's: a reload reads it, with nothing to restore.
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(line(page, STEPPER.record.name).getByTestId('line-qty')).toHaveText('2');
  expectRefusals(problems, 404, 1);
});

test('a basket handed to another session: the shopper is told, the stored cart cleared, a new one started and the page reloaded after 4 s', async ({ page, problems }) => {
  // Time runs as usual until the refusal; then the test moves it, to see the reload wait 4 s.
  await page.clock.install();
  await freshCartPage(page, [[STEPPER, 1]]);
  const taken = await storedBasketId(page);
  await control(page, 'reassign');

  await page.clock.pauseAt(Date.now() + 60_000);
  const restart = page.waitForResponse((response) => response.url().endsWith('/fapi/cart/restore'));
  let reloads = 0;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) reloads += 1;
  });
  await line(page, STEPPER.record.name).getByRole('button', { name: `Increase quantity of ${STEPPER.record.name}` }).click();
  await expect(page.locator('.cart-page__notices')).toContainText('Your cart belongs to another session. We are starting a new cart for you. This page reloads in a few seconds.');
  expect(await stored(page)).toBeNull();
  const started = await restart;
  expect(started.request().postDataJSON()).toEqual({ items: [] });
  const fresh = (await started.json()) as { cart: { basketId: string; items: unknown[] } };
  expect(fresh.cart.basketId).not.toBe(taken);
  expect(fresh.cart.items).toEqual([]);

  await page.clock.runFor(3_900);
  expect(reloads).toBe(0);
  const reloaded = page.waitForEvent('load');
  await page.clock.runFor(100);
  await page.clock.resume();
  await reloaded;
  // After the reload: the new, empty basket, which the page now remembers.
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('.cart-page__empty')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  await expect.poll(async () => (await stored(page))?.basketId).toBe(fresh.cart.basketId);
  expectRefusals(problems, 403, 1);
});

test('keyboard only: the mini-cart opens and closes, and focus returns to its button', async ({ page }) => {
  await freshCartPage(page, [[STEPPER, 1]]);
  await visit(page, '/en-us');
  const button = page.getByRole('button', { name: 'Show cart summary' });
  const focused = (locator: typeof button) => locator.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));
  let tabs = 0;
  for (; tabs < 80 && !(await focused(button)); tabs += 1) await page.keyboard.press('Tab');
  expect(tabs, 'the mini-cart button is in the tab order').toBeLessThan(80);
  await page.keyboard.press('Enter');
  const dialog = miniCart(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.cart-line')).toHaveCount(1);
  // Focus moved into the modal, and tabbing on reaches its way to the cart without leaving it.
  expect(await focused(dialog)).toBe(true);
  const viewCart = dialog.getByRole('link', { name: 'View cart' });
  for (let step = 0; step < 10 && !(await focused(viewCart)); step += 1) {
    await page.keyboard.press('Tab');
    expect(await focused(dialog)).toBe(true);
  }
  expect(await focused(viewCart)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).not.toBeVisible();
  await expect(button).toBeFocused();
});

test('a recommendation carousel adds to cart through the quickshop, counted for the carousel', async ({ page }) => {
  await visit(page, '/en-us/kitchen-sink');
  const carousel = page.locator('[data-block="recommendation-carousel"]').first();
  const quickshop = page.locator('dialog[aria-labelledby="quickshop-title"]');
  const sizes = quickshop.locator('input[name="quickshop-size"]:not([disabled])');
  // Some recommended products are sold out (the quickshop then says so): try the cards in turn.
  let picked = false;
  for (let card = 0; card < 5 && !picked; card += 1) {
    await carousel.locator('.rec-card').nth(card).getByRole('button', { name: /^Add .* to cart$/ }).click();
    await expect(quickshop.locator('.quickshop')).toBeVisible();
    picked = (await sizes.count()) > 0;
    if (!picked) {
      await page.keyboard.press('Escape');
      await expect(quickshop).not.toBeVisible();
    }
  }
  expect(picked, 'a recommended product with a size in stock').toBe(true);
  await sizes.first().check({ force: true });
  await quickshop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(miniCart(page).locator('.cart-line')).toHaveCount(1);
  expect(await addedLists(page)).toEqual(['recommendation carousel']);
});

test('a digital gift card takes a gift option in the "add gift option" dialog: email, to and message, all three required', async ({ page }) => {
  await freshCartPage(page, [[{ sku: 'GC000001000-50' }, 1]]);
  const row = page.locator('.cart-line').first();
  // None yet: the line says nothing about a gift, only offers one.
  await expect(row.getByTestId('gift-option')).toHaveCount(0);
  const opener = row.getByRole('button', { name: /^Add gift option for / });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add gift option' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Save gift option' }).click();
  await expect(dialog.locator('.field__error')).toHaveText(['This field is required', 'This field is required', 'This field is required', '']);
  await expect(dialog.getByLabel('Recipient email')).toBeFocused();
  expect(await blockingViolations(page, ['dialog[open]'])).toEqual([]);
  await dialog.getByLabel('Recipient email').fill('not-an-email');
  await dialog.getByLabel('To', { exact: true }).fill('Ann');
  await dialog.getByLabel('Message').fill('Happy trails');
  await dialog.getByRole('button', { name: 'Save gift option' }).click();
  await expect(dialog.locator('.field__error').first()).toHaveText('Email is not valid');
  await expect(dialog.getByLabel('Recipient email')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Recipient email').fill('ann@example.com');
  await dialog.getByRole('button', { name: 'Save gift option' }).click();
  await expect(dialog).not.toBeVisible();
  await expect(row.getByTestId('gift-option')).toHaveText('Gift for Ann (ann@example.com)');
  const editor = row.getByRole('button', { name: /^Edit gift option for / });
  await expect(editor).toBeFocused();
  // Kept by the cart: a reload shows it, and (once the page has hydrated) the dialog opens with it filled in.
  const read = page.waitForResponse((response) => /\/fapi\/cart(\?|$)/.test(response.url()) && response.request().method() === 'GET');
  await page.reload();
  await read;
  await expect(row.getByTestId('gift-option')).toHaveText('Gift for Ann (ann@example.com)');
  await editor.click();
  const edit = page.getByRole('dialog', { name: 'Edit gift option' });
  await expect(edit.getByLabel('Recipient email')).toHaveValue('ann@example.com');
  await expect(edit.getByLabel('Message')).toHaveValue('Happy trails');
});

test('while a store employee is connected, the saved list is not read and hearts are hidden', async ({ page }) => {
  // The tab's mirror, as the associate login writes it, and the worker's session.
  await page.addInitScript(() => sessionStorage.setItem('ridgeline:buyInStore', JSON.stringify({ storeId: 'US-SEA-01', storeName: 'Ridgeline Seattle', storeEmployeeId: 'US-SEA-01-E2', storeEmployeeName: 'Sam' })));
  await visit(page, '/en-us');
  await asAssociate(page);
  await visit(page, '/en-us');
  await add(page, STEPPER, 1);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (/\/fapi\/cart(\?|$)/.test(request.url())) reads.push(new URL(request.url()).search);
  });
  const read = page.waitForResponse((response) => /\/fapi\/cart(\?|$)/.test(response.url()));
  await visit(page, '/en-us/cart');
  await read;
  expect(reads).toEqual(['?saved=0']);
  await expect(line(page, STEPPER.record.name)).toHaveCount(1);
  await expect(line(page, STEPPER.record.name).getByRole('button', { name: /favorites/i })).toHaveCount(0);
});

const DENVER = { storeId: 'US-DEN-01', name: 'Ridgeline Denver LoDo' };
/** A variant on the shelf of both stores. */
const TWO_SHELVES = pick(
  () => true,
  (candidate) => [STORE.storeId, DENVER.storeId].every((storeId) => storeStock(storeId, candidate.sku, candidate.units).quantity >= 1),
  [STEPPER.record.id],
);

test('finds a pickup store by keyboard, then changes store through the confirmation and sees it changed', async ({ page, problems }) => {
  await freshCartPage(page, [[TWO_SHELVES, 1], [STEPPER, 1]]);
  const row = line(page, TWO_SHELVES.record.name);
  const opener = row.getByRole('button', { name: `Delivery method for ${TWO_SHELVES.record.name}` });
  const methods = page.locator('dialog[aria-labelledby="cart-change-shipping-method-title"]');
  const pickup = page.locator('dialog[aria-labelledby="pickup-in-store-title"]');
  const search = pickup.getByRole('textbox', { name: 'Postal code, city or store' });

  // No store known yet: the line's methods offer a store search.
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(methods).toBeVisible();
  await tabTo(page, methods.getByRole('button', { name: 'Choose a store' }));
  expect(await blockingViolations(page, ['dialog[aria-labelledby="cart-change-shipping-method-title"]'])).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(pickup).toBeVisible();

  // An empty search is refused in place; a place with no store says so.
  await tabTo(page, search);
  await page.keyboard.press('Enter');
  await expect(pickup.locator('.form-error')).toHaveText('This field is required');
  await page.keyboard.type('Oslo');
  await page.keyboard.press('Enter');
  await expect(pickup.getByRole('status')).toContainText('No stores found for “Oslo”');
  expectRefusals(problems, 404, 1);

  // By postal code: the store, its distance and its stock of this very variant.
  await search.fill('');
  await page.keyboard.type('98101');
  await page.keyboard.press('Enter');
  const seattle = pickup.locator(`[data-store-id="${STORE.storeId}"]`);
  await expect(seattle).toContainText(STORE.name);
  await expect(seattle).toContainText(/km away/);
  const seattleUnits = storeStock(STORE.storeId, TWO_SHELVES.sku, TWO_SHELVES.units).quantity;
  await expect(seattle.locator('.pickup__stock')).toHaveText(seattleUnits < 3 ? `Only ${seattleUnits} left` : `In stock (${seattleUnits})`);
  expect(await blockingViolations(page, ['dialog[aria-labelledby="pickup-in-store-title"]'])).toEqual([]);
  await tabTo(page, seattle.getByRole('button', { name: `Pick up at ${STORE.name}` }));
  await page.keyboard.press('Enter');

  // Nothing was picked up elsewhere: the line moves at once, and the cart tells of the change.
  await expect(row).toContainText(`Pick up at ${STORE.name}`);
  await expect(pickup).not.toBeVisible();
  await expect(methods).not.toBeVisible();
  await expect(page.locator('.cart-page__notices')).toContainText('Your order was updated: the delivery method of an item changed.');
  await expect(opener).toBeFocused();

  // Another store: the cart asks first, then says the store changed.
  await page.keyboard.press('Enter');
  await expect(methods).toBeVisible();
  await expect(methods.getByRole('button', { name: new RegExp(`^Pick up at ${STORE.name}`) })).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, methods.getByRole('button', { name: 'Pick up at another store' }));
  await page.keyboard.press('Enter');
  await tabTo(page, search);
  await page.keyboard.type('80202');
  await page.keyboard.press('Enter');
  const denver = pickup.locator(`[data-store-id="${DENVER.storeId}"]`);
  await expect(denver).toContainText(DENVER.name);
  // A store that hands out no orders is listed, but cannot be chosen.
  await expect(pickup.locator('[data-store-id="US-BOU-01"]')).toContainText('No pickup at this store');
  await expect(pickup.locator('[data-store-id="US-BOU-01"]').getByRole('button')).toBeDisabled();
  await tabTo(page, denver.getByRole('button', { name: `Pick up at ${DENVER.name}` }));
  await page.keyboard.press('Enter');

  const confirmation = page.locator('dialog[aria-labelledby="change-store-confirmation-title"]');
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText(`${TWO_SHELVES.record.name} will be picked up at ${DENVER.name} instead of ${STORE.name}.`);
  expect(await blockingViolations(page, ['dialog[aria-labelledby="change-store-confirmation-title"]'])).toEqual([]);
  // Cancel steps back to the search, the line untouched; then confirm.
  await tabTo(page, confirmation.getByRole('button', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(confirmation).not.toBeVisible();
  await expect(pickup).toBeVisible();
  await expect(row).toContainText(`Pick up at ${STORE.name}`);
  await tabTo(page, denver.getByRole('button', { name: `Pick up at ${DENVER.name}` }));
  await page.keyboard.press('Enter');
  await tabTo(page, confirmation.getByRole('button', { name: `Change to ${DENVER.name}` }));
  await page.keyboard.press('Enter');

  const changed = page.locator('dialog[aria-labelledby="store-changed-title"]');
  await expect(changed).toBeVisible();
  await expect(changed).toContainText(`Your pickup store is now ${DENVER.name}.`);
  await expect(changed).toContainText('1601 Wynkoop St');
  await expect(confirmation).not.toBeVisible();
  await expect(pickup).not.toBeVisible();
  await expect(methods).not.toBeVisible();
  expect(await blockingViolations(page, ['dialog[aria-labelledby="store-changed-title"]'])).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(changed).not.toBeVisible();
  await expect(opener).toBeFocused();
  await expect(row).toContainText(`Pick up at ${DENVER.name}`);

  // The store holds on a reload, and is the shopper's store from now on.
  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(line(page, TWO_SHELVES.record.name)).toContainText(`Pick up at ${DENVER.name}`);
  expect(await page.evaluate(() => window.localStorage.getItem('ridgeline:favoriteStore'))).toContain(DENVER.storeId);
});
