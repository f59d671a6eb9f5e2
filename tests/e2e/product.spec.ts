import type { APIRequestContext, Page } from '@playwright/test';
import { generateCatalog } from '../../mocks/data/catalog';
import { productPath } from '../../shared/routing';
import { expect, test, visit, blockingViolations, miniCart } from './fixtures';

interface Variant { color: string; size: string; available: boolean; quantity: number }
interface Candidate { path: string; code: string; defaultColor: string; colors: string[]; variants: Variant[] }

// The mocks' own seeded catalogue, so these tests do not lean on the listing page.
const CATALOG = generateCatalog().slice(0, 24);

/** Products with their details and availability, read through the storefront proxy like the browser does. */
async function candidates(request: APIRequestContext, count = 12): Promise<Candidate[]> {
  // One product at a time: a burst of 48 calls against a just-started dev server is a load test, not setup.
  const found: Candidate[] = [];
  for (const record of CATALOG.slice(0, count)) {
    const code = record.id;
    const detailsResponse = await request.get(`/api/products/v2/products/${code}/details?locale=en-us`);
    const stockResponse = await request.post(`/api/products/v1/products/${code}/availability?locale=en-us`, { data: {} });
    expect(detailsResponse.ok() && stockResponse.ok(), `details ${detailsResponse.status()}, availability ${stockResponse.status()} for ${code}`).toBe(true);
    const details = (await detailsResponse.json()) as { attributes: { color: { defaultColor: string; options: { code: string }[] } } };
    const stock = (await stockResponse.json()) as { variants: Variant[] };
    found.push({ path: productPath('en-us', record.slug, code), code, defaultColor: details.attributes.color.defaultColor, colors: details.attributes.color.options.map((option) => option.code), variants: stock.variants });
  }
  return found;
}

const inStock = (variant: Variant) => variant.available && variant.quantity > 0;
const sizesOf = (product: Candidate, color: string) => product.variants.filter((variant) => variant.color === color);

async function chooseSize(page: Page, size: string) {
  await page.locator('.pdp fieldset').filter({ hasText: 'Size' }).locator(`label:has(input[value="${size}"])`).click();
}

test('choosing colour and size updates the URL, the picker and the price', async ({ page }) => {
  const product = (await candidates(page.request, 24)).find((candidate) => candidate.colors.length > 1 && candidate.colors.some((color) => color !== candidate.defaultColor && sizesOf(candidate, color).some(inStock)))!;
  expect(product, 'a product with a second colour in stock').toBeDefined();
  const other = product.colors.find((color) => color !== product.defaultColor && sizesOf(product, color).some(inStock))!;
  await visit(page, product.path);
  const price = page.locator('.pdp .price-details .price');
  await expect(price).toHaveText(/\$\d/);
  const priceText = await price.textContent();

  await page.locator(`.pdp label:has(input[name="color"][value="${other}"])`).click();
  await expect(page).toHaveURL(new RegExp(`${product.code}${other}$`));
  await expect(page.locator(`.pdp input[name="color"][value="${other}"]`)).toBeChecked();
  await expect(price).toHaveText(priceText!);

  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeDisabled();
  await expect(page.getByText('Select a size')).toBeVisible();
  const size = sizesOf(product, other).find(inStock)!;
  await chooseSize(page, size.size);
  await expect(page.locator(`.pdp input[name="size"][value="${size.size}"]`)).toBeChecked();
  await expect(addToCart).toBeEnabled();
  await addToCart.click();
  // The cart accepted it: the mini-cart shows the line.
  await expect(miniCart(page).locator('.cart-line')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(miniCart(page)).not.toBeVisible();

  // The URL is the shareable state: a reload opens on the chosen colour.
  await page.reload();
  await expect(page.locator(`.pdp input[name="color"][value="${other}"]`)).toBeChecked();
});

test('an unavailable size cannot be chosen and offers notify-me instead', async ({ page }) => {
  const product = (await candidates(page.request, 24)).find((candidate) => {
    const sizes = sizesOf(candidate, candidate.defaultColor);
    return sizes.some(inStock) && sizes.some((variant) => !inStock(variant));
  })!;
  expect(product, 'a product with a sold-out size').toBeDefined();
  const soldOut = sizesOf(product, product.defaultColor).find((variant) => !inStock(variant))!;
  await visit(page, product.path);
  const radio = page.locator(`.pdp input[name="size"][value="${soldOut.size}"]`);
  await expect(radio).toBeDisabled();
  await expect(page.locator('.variant-picker__notice')).toContainText('Sold out in');
  await page.locator(`.pdp label:has(input[name="size"][value="${soldOut.size}"])`).click({ force: true });
  await expect(radio).not.toBeChecked();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

  await page.getByText('Size sold out? Get notified when it is back').click();
  const notify = page.getByRole('form', { name: 'Get notified when it is back' });
  await notify.getByLabel('Email address').fill('not-an-email');
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(notify.getByText('Email is not valid')).toBeVisible();
  await notify.getByLabel('Email address').fill('hiker@example.com');
  await notify.getByRole('button', { name: 'Notify me' }).click();
  await expect(notify.getByRole('status')).toContainText('We will email hiker@example.com');
});

test('pickup in store shows store stock and remembers the chosen store', async ({ page, problems }) => {
  const product = (await candidates(page.request, 24)).find((candidate) => sizesOf(candidate, candidate.defaultColor).some(inStock))!;
  const size = sizesOf(product, product.defaultColor).find(inStock)!;
  await visit(page, product.path);
  await chooseSize(page, size.size);
  await page.getByRole('button', { name: 'Pick up in store' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pick up in store' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Postal code or city').fill('nowhere');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  await expect(dialog.getByRole('status')).toContainText('No stores found near nowhere');
  // Chromium logs every 4xx response to the console; STR404 is an expected answer here.
  const logged = problems.findIndex((problem) => problem.includes('status of 404'));
  expect(logged).toBeGreaterThanOrEqual(0);
  problems.splice(logged, 1);

  await dialog.getByLabel('Postal code or city').fill('98101');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  const seattle = dialog.locator('.pickup__store').filter({ hasText: 'Ridgeline Seattle' });
  await expect(seattle.locator('.pickup__stock')).toHaveText(/^(In stock \(\d+\)|Only \d+ left|Out of stock)$/);
  await seattle.getByRole('button', { name: 'Choose Ridgeline Seattle' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.store-stock__favorite')).toContainText('Your store: Ridgeline Seattle');
  await expect(page.locator('.store-stock__level')).toHaveText(new RegExp(`size ${size.size}: (In stock \\(\\d+\\)|Only \\d+ left|Out of stock)`));

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.locator('.store-stock__favorite')).toContainText('Your store: Ridgeline Seattle');
});

test('a review vote persists across reload', async ({ page }) => {
  const [product] = await candidates(page.request, 1);
  await visit(page, product!.path);
  const reviews = page.locator('section.reviews');
  await reviews.scrollIntoViewIfNeeded();
  const first = reviews.locator('article.review').first();
  await expect(first).toBeVisible();
  const reviewId = await first.getAttribute('data-review-id');
  const review = reviews.locator(`article.review[data-review-id="${reviewId}"]`);
  // Vote the opposite of any earlier run, so the assertion is about this click.
  const helpful = review.getByRole('button', { name: /^Yes \(\d+\)$/ });
  const notHelpful = review.getByRole('button', { name: /^No \(\d+\)$/ });
  const target = (await helpful.getAttribute('aria-pressed')) === 'true' ? notHelpful : helpful;
  await target.click();
  await expect(target).toHaveAttribute('aria-pressed', 'true');
  const label = await target.textContent();

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.locator('section.reviews').scrollIntoViewIfNeeded();
  const again = page.locator(`article.review[data-review-id="${reviewId}"]`).getByRole('button', { name: label! });
  await expect(again).toHaveAttribute('aria-pressed', 'true');
});

test('a too-long review shows REV410 and a valid one is pending moderation', async ({ page }) => {
  const [product] = await candidates(page.request, 1);
  await visit(page, product!.path);
  await page.locator('section.reviews').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Write a review' }).click();
  const form = page.locator('form.write-review');
  await form.getByLabel('4 stars').check();
  await form.getByLabel('Title').fill('Warm and light');
  await form.getByLabel('Review').fill('x'.repeat(2100));
  await form.getByLabel('Your name').fill('Kari');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Review max length exceeded')).toBeVisible();
  await expect(form.getByLabel('Review')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Review').fill('Kept me warm on a windy ridge.');
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('pending moderation')).toBeVisible();
});

/** Opens quickshop from the tiles in `container` until one has stock, then picks a colour and size and checks the choice. */
async function quickshopFrom(page: Page, container: string) {
  const tiles = page.locator(container);
  await tiles.scrollIntoViewIfNeeded();
  const buttons = tiles.locator('[data-quickshop]');
  await expect(buttons.first()).toBeVisible();
  const dialog = page.locator('dialog.dialog[open]');
  const colors = dialog.locator('input[name="quickshop-color"]');
  const enabledSizes = dialog.locator('label:has(input[name="quickshop-size"]:not([disabled]))');
  // About one product in ten is sold out everywhere (the dialog then says so): try the tiles in turn.
  let picked = false;
  for (let tile = 0; tile < Math.min(8, await buttons.count()) && !picked; tile += 1) {
    await buttons.nth(tile).click();
    await expect(dialog.locator('.quickshop')).toBeVisible();
    if (await dialog.locator('.pdp__stock--out').isVisible()) {
      await expect(dialog.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
      continue;
    }
    // Walk the colours from the last one until one has a size in stock.
    for (let index = (await colors.count()) - 1; index >= 0 && !picked; index -= 1) {
      await dialog.locator('label:has(input[name="quickshop-color"])').nth(index).click();
      await expect(colors.nth(index)).toBeChecked();
      picked = (await enabledSizes.count()) > 0;
    }
  }
  expect(picked, 'a product with a size in stock').toBe(true);
  await enabledSizes.first().click();
  await expect(dialog.locator('input[name="quickshop-size"]:checked')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Add to cart' }).click();
  // The add opens the mini-cart, which takes the quickshop's place.
  await expect(miniCart(page).locator('.cart-line')).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.locator('dialog.dialog[open]')).toHaveCount(0);
}

test('quickshop opens from a listing tile and picks colour and size without leaving the page', async ({ page }) => {
  await visit(page, '/en-us/c/mens-jackets-10101');
  const url = page.url();
  await quickshopFrom(page, 'main');
  expect(page.url()).toBe(url);
});

test('quickshop from a related tile leaves the product page picker alone', async ({ page }) => {
  const [product] = await candidates(page.request, 1);
  await visit(page, product!.path);
  await quickshopFrom(page, 'section.related');
  await expect(page.locator('.pdp input[name="size"]:checked')).toHaveCount(0);
});

test('the size chart dialog shows an accessible table', async ({ page }) => {
  const [product] = await candidates(page.request, 1);
  await visit(page, product!.path);
  await page.getByRole('button', { name: 'Size chart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Size chart' });
  await expect(dialog.locator('table caption')).toBeVisible();
  await expect(dialog.locator('th[scope="col"]').first()).toBeVisible();
  await expect(dialog.locator('th[scope="row"]').first()).toBeVisible();
});

test('the product page with reviews, questions and a dialog open has no serious or critical axe violations', async ({ page }) => {
  // Two full axe scans of a long page: slow on a shared 2-core machine.
  test.setTimeout(90_000);
  const [product] = await candidates(page.request, 1);
  await visit(page, product!.path);
  await page.locator('section.questions').scrollIntoViewIfNeeded();
  await expect(page.locator('section.reviews article.review').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const scan = () => blockingViolations(page);
  expect(await scan()).toEqual([]);
  await page.getByRole('button', { name: 'Ask a question' }).click();
  await expect(page.getByRole('dialog', { name: 'Ask a question' })).toBeVisible();
  expect(await scan()).toEqual([]);
});

test('a review in another language translates and shows the original again; a review can be reported', async ({ page }) => {
  // The first product whose first page of reviews has one not in English.
  let found: { path: string; reviewId: string } | undefined;
  for (const record of CATALOG) {
    const list = (await (await page.request.get(`/api/products/v1/products/${record.id}/reviews?sort=newest&start=0&count=5&locale=en-us`)).json()) as { reviews: { reviewId: string; language: string }[] };
    const foreign = list.reviews.find((review) => !review.language.startsWith('en'));
    if (foreign) {
      found = { path: productPath('en-us', record.slug, record.id), reviewId: foreign.reviewId };
      break;
    }
  }
  expect(found, 'a product with a review not in English').toBeDefined();
  await visit(page, found!.path);
  await page.locator('section.reviews').scrollIntoViewIfNeeded();
  const review = page.locator(`article.review[data-review-id="${found!.reviewId}"]`);
  const body = review.locator('.review__body');
  const original = await body.textContent();
  await review.getByRole('button', { name: 'Translate' }).click();
  await expect(review.getByRole('button', { name: 'Show original' })).toBeVisible();
  await expect(body).not.toHaveText(original!);
  await expect(body).toHaveAttribute('lang', /^en/);
  await review.getByRole('button', { name: 'Show original' }).click();
  await expect(body).toHaveText(original!);

  await review.getByRole('button', { name: 'Report' }).click();
  await review.getByLabel('Reason').selectOption('spam');
  await review.getByRole('button', { name: 'Send report' }).click();
  await expect(review.getByText('Thanks, we will look at this review.')).toBeVisible();
});

test('an answer vote persists across reload', async ({ page }) => {
  let found: { path: string; answerId: string } | undefined;
  for (const record of CATALOG) {
    const list = (await (await page.request.get(`/api/products/v1/products/${record.id}/reviews/questions?start=0&count=5&locale=en-us`)).json()) as { questions: { answers: { answerId: string }[] }[] };
    const answer = list.questions.flatMap((question) => question.answers)[0];
    if (answer) {
      found = { path: productPath('en-us', record.slug, record.id), answerId: answer.answerId };
      break;
    }
  }
  expect(found, 'a product with an answered question').toBeDefined();
  await visit(page, found!.path);
  await page.locator('section.questions').scrollIntoViewIfNeeded();
  const answer = page.locator(`li.answer[data-answer-id="${found!.answerId}"]`);
  const yes = answer.getByRole('button', { name: /^Yes \(\d+\)$/ });
  const no = answer.getByRole('button', { name: /^No \(\d+\)$/ });
  const target = (await yes.getAttribute('aria-pressed')) === 'true' ? no : yes;
  const before = Number(/\((\d+)\)/.exec((await target.textContent())!)![1]);
  await target.click();
  await expect(target).toHaveAttribute('aria-pressed', 'true');
  await expect(target).toHaveText(new RegExp(`\\(${before + 1}\\)`));
  // Voting the same way again counts once.
  await target.click();
  await expect(target).toHaveText(new RegExp(`\\(${before + 1}\\)`));

  await page.reload();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
  await page.locator('section.questions').scrollIntoViewIfNeeded();
  const again = page.locator(`li.answer[data-answer-id="${found!.answerId}"]`).getByRole('button', { name: new RegExp(`^${(await target.textContent())!.split(' ')[0]} `) });
  await expect(again).toHaveAttribute('aria-pressed', 'true');
});

test('asking a question validates, sends and shows its success', async ({ page }) => {
  const [product] = await candidates(page.request, 1);
  await visit(page, product!.path);
  await page.locator('section.questions').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Ask a question' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a question' });
  await dialog.getByLabel('Your question').fill('Does it pack into its own pocket?');
  await dialog.getByLabel('Your name').fill('Ola');
  await dialog.getByLabel('Email address').fill('ola@');
  await dialog.getByRole('button', { name: 'Send question' }).click();
  await expect(dialog.getByText('Email is not valid')).toBeVisible();
  await expect(dialog.getByLabel('Email address')).toBeFocused();
  await dialog.getByLabel('Email address').fill('ola@example.no');
  await dialog.getByRole('button', { name: 'Send question' }).click();
  const success = page.getByRole('dialog', { name: 'Question sent' });
  await expect(success.getByText('Your question was sent')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Ask a question' })).toBeFocused();
});
