import { generateCatalog } from '../../mocks/data/catalog';
import { productPath } from '../../shared/routing';
import { blockingViolations, expect, test, visit } from './fixtures';

// The store locator from a shopper's side: find a store by postal code, open its page, make it
// "my store" with the keyboard, and find it chosen in the product page's pickup dialog.

const [PRODUCT] = generateCatalog();

test('a shopper finds a store by postal code, sets it as their store, and the pickup dialog starts from it', async ({ page }) => {
  test.setTimeout(120_000);
  await visit(page, '/en-us/store-locator');
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByLabel('Postal code or city').fill('80202');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await page.waitForURL(/\/en-us\/store-locator\?q=80202$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const results = page.getByRole('heading', { level: 2, name: 'Stores near “80202”' });
  await expect(results).toBeFocused();
  const denver = page.locator('.pickup__store').first();
  await expect(denver.getByRole('heading', { level: 3 })).toHaveText('Ridgeline Denver LoDo');
  await expect(denver).toContainText(/\d+(\.\d)?\u00a0mi away/);
  await expect(denver.locator('.store-hours__today')).toHaveText(/^(Today: \d{1,2}:\d\d\u00a0AM–\d{1,2}:\d\d\u00a0PM|Closed today)$/);
  await denver.getByText('Hours this week').click();
  await expect(denver.getByRole('row', { name: /Monday/ })).toHaveText(/Monday10:00\u00a0AM–8:00\u00a0PM/);
  expect(await blockingViolations(page)).toEqual([]);

  await denver.getByRole('link', { name: 'Ridgeline Denver LoDo' }).click();
  await page.waitForURL(/\/en-us\/stores\/US-DEN-01$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Ridgeline Denver LoDo' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Show on OpenStreetMap' })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=39\.7527&mlon=-104\.9997/);
  await expect(page.getByRole('link', { name: '+1 303-555-0178' })).toHaveAttribute('href', 'tel:+13035550178');
  expect(await blockingViolations(page)).toEqual([]);

  // With the keyboard: the button keeps focus, says it is pressed, and a live region says what happened.
  const setMine = page.getByRole('button', { name: 'Set as my store' });
  await setMine.focus();
  await page.keyboard.press('Enter');
  const mine = page.getByRole('button', { name: 'My store' });
  await expect(mine).toBeFocused();
  await expect(mine).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Ridgeline Denver LoDo is now your store for pickup in store.' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ridgeline:favoriteStore'))).toContain('US-DEN-01');
  expect(await blockingViolations(page)).toEqual([]);

  // The locator now marks it as the shopper's store.
  await visit(page, '/en-us/store-locator?q=80202');
  await expect(page.locator('.pickup__store[data-store-id="US-DEN-01"]').getByRole('button', { name: 'My store' })).toHaveAttribute('aria-pressed', 'true');

  // And the pickup dialog starts from it.
  await visit(page, productPath('en-us', PRODUCT!.slug, PRODUCT!.id));
  await expect(page.locator('.store-stock__favorite')).toContainText('Your store: Ridgeline Denver LoDo');
  await page.getByRole('button', { name: 'Pick up in store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
  await expect(dialog.getByText('Your store: Ridgeline Denver LoDo')).toBeVisible();
  await dialog.getByLabel('Postal code or city').fill('80202');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  await expect(dialog.locator('.pickup__store[data-store-id="US-DEN-01"]').getByRole('button', { name: 'Your store' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.locator('.pickup__store[data-store-id="US-DEN-01"]')).toContainText(/\u00a0mi/);
  expect(await blockingViolations(page)).toEqual([]);
});

test('the store locator reads in German on de-de, in kilometres, and the choice reaches the pickup dialog', async ({ page }) => {
  test.setTimeout(90_000);
  await visit(page, '/de-de/store-locator');
  await page.getByLabel('Postleitzahl oder Ort').fill('80331');
  await page.getByRole('button', { name: 'Filialen suchen' }).click();
  await page.waitForURL(/\/de-de\/store-locator\?q=80331$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  const munich = page.locator('.pickup__store').first();
  await expect(munich.getByRole('heading', { level: 3 })).toHaveText('Ridgeline München');
  await expect(munich).toContainText(/\d+(,\d)?\u00a0km entfernt/);
  await expect(munich.locator('.store-hours__today')).toHaveText(/^(Heute: 10:00–(18|20):00|Heute geschlossen)$/);
  expect(await blockingViolations(page)).toEqual([]);

  await munich.getByRole('link', { name: 'Ridgeline München' }).click();
  await page.waitForURL(/\/de-de\/stores\/DE-MUC-01$/);
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('row', { name: /Sonntag/ })).toHaveText('SonntagGeschlossen');
  await page.getByRole('button', { name: 'Als meine Filiale festlegen' }).click();
  await expect(page.getByRole('button', { name: 'Meine Filiale' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Ridgeline München ist jetzt Ihre Filiale für die Abholung im Geschäft.' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await visit(page, productPath('de-de', PRODUCT!.slug, PRODUCT!.id));
  await page.getByRole('button', { name: 'In der Filiale abholen' }).click();
  const dialog = page.getByRole('dialog', { name: 'In der Filiale abholen' });
  await expect(dialog.getByText('Ihre Filiale: Ridgeline München')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('a place the locator cannot search is refused at the field, and one with no store says so', async ({ page }) => {
  await visit(page, '/en-gb/store-locator');
  await page.getByLabel('Postal code or city').fill('x');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await expect(page.locator('.form-error')).toHaveText('Enter at least 2 characters');
  await expect(page.getByLabel('Postal code or city')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/en-gb\/store-locator$/);

  await page.getByLabel('Postal code or city').fill('Atlantis');
  await page.getByRole('button', { name: 'Find stores' }).click();
  await page.waitForURL(/\?q=Atlantis$/);
  await expect(page.locator('.pickup__status')).toHaveText('No stores found near “Atlantis”. Try another postal code or city.');
  expect(await blockingViolations(page)).toEqual([]);
});

test.describe('use my location', () => {
  // Trondheim, as the browser would report it once the shopper allows it.
  test.use({ geolocation: { latitude: 63.4305, longitude: 10.3951 }, permissions: ['geolocation'] });

  test('finds the stores near where the Norwegian shopper is, nearest first, in their language', async ({ page }) => {
    await visit(page, '/nb-no/store-locator');
    await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
    await page.getByRole('button', { name: 'Bruk posisjonen min' }).click();
    // No finer position than about a kilometre leaves the browser.
    await page.waitForURL(/\/nb-no\/store-locator\?q=63\.43%2C10\.40$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Butikker nær deg' })).toBeFocused();
    await expect(page.locator('.pickup__store').first().getByRole('heading', { level: 3 })).toHaveText('Ridgeline Trondheim');
    await expect(page.getByLabel('Postnummer eller sted')).toHaveValue('');
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test('says so when the browser does not share the position, and the postal code search still works', async ({ page, context }) => {
  await context.clearPermissions();
  await visit(page, '/de-de/store-locator');
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Meinen Standort verwenden' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Ihr Browser hat Ihren Standort nicht freigegeben' })).toBeVisible();
  await expect(page).toHaveURL(/\/de-de\/store-locator$/);
});
