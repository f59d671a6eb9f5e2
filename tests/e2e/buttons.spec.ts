import type { Locator } from '@playwright/test';
import { blockingViolations, expect, test, visit } from './fixtures';
import { addToCart, anyCheckoutItem, guestAtShipping, stepHeading } from './checkout-steps';

// The cart's and checkout's actions are the design system's buttons, not the browser's default
// grey ones: filled or outlined in the brand colour, a full touch target, a focus ring for the
// keyboard and a disabled look of their own.

/** The browser's own button face and padding, which a styled button never keeps. */
const BROWSER_GREY = 'rgb(239, 239, 239)';

async function styleOf(control: Locator) {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, padding: style.padding, height: element.getBoundingClientRect().height, borderRadius: style.borderRadius, outline: style.outlineStyle, disabled: (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true' };
  });
}

// A button's colours ease over 120 ms; with reduced motion they change at once, so a face read
// right after a change is the face it settles on.
test.use({ reducedMotion: 'reduce' });

const FACES = { primary: 'rgb(31, 59, 45)', secondary: 'rgb(255, 255, 255)', disabled: 'rgb(228, 230, 225)' } as const;

/** `kind` 'as-it-stands' expects the face of the state the button is in at the moment it is read (a step's action enables itself once its data arrive). */
async function expectDesignedButton(control: Locator, kind: keyof typeof FACES | 'as-it-stands') {
  await expect(control).toBeVisible();
  const style = await styleOf(control);
  expect(style.background).not.toBe(BROWSER_GREY);
  expect(style.padding).not.toBe('1px 6px');
  expect(style.height).toBeGreaterThanOrEqual(44);
  expect(style.borderRadius).toBe('6px');
  // Primary is filled with the brand's green, secondary is white with a green outline, disabled is grey-green.
  expect(style.background).toBe(FACES[kind === 'as-it-stands' ? (style.disabled ? 'disabled' : 'primary') : kind]);
}

test('the cart’s Checkout and Apply, and the checkout’s step actions, are designed buttons with a focus ring', async ({ page }) => {
  test.setTimeout(90_000);
  await visit(page, '/en-us');
  await addToCart(page, anyCheckoutItem().sku);
  await visit(page, '/en-us/cart');
  const checkout = page.getByRole('link', { name: 'Checkout' });
  await expectDesignedButton(checkout, 'primary');
  const apply = page.getByRole('button', { name: 'Apply' });
  // While the cart is busy the button says so by its disabled look (state and face read in one go,
  // since the cart may settle between two reads); once it settles it is the secondary face.
  const face = await styleOf(apply);
  expect(face.background).toBe(face.disabled ? FACES.disabled : FACES.secondary);
  await expect(apply).not.toHaveAttribute('aria-busy', 'true');
  await expect(page.getByLabel('Promo code')).toHaveCSS('border-top-width', '1px');
  await page.getByLabel('Promo code').fill('TRAIL10');
  await expectDesignedButton(apply, 'secondary');

  // The keyboard's focus shows a ring, not the browser's default.
  await page.getByLabel('Promo code').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Apply' })).toBeFocused();
  expect((await styleOf(page.getByRole('button', { name: 'Apply' }))).outline).toBe('solid');
  expect(await blockingViolations(page)).toEqual([]);

  await guestAtShipping(page, [], 'buttons');
  await expectDesignedButton(page.getByRole('button', { name: 'Continue to billing' }), 'primary');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(stepHeading(page)).toHaveText('Billing and payment');
  for (const name of ['Pay with this card', 'Continue to review']) {
    const button = page.getByRole('button', { name });
    await expectDesignedButton(button, 'as-it-stands');
  }
  expect(await blockingViolations(page)).toEqual([]);
});
