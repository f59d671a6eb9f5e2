import type { Page } from '@playwright/test';
import { blockingViolations, expect, newAccount, signIn, test, visit } from './fixtures';

// Each run signs in as an account of its own, with an empty address book (the e2e state persists
// between runs), so the first address of a type is main whatever earlier runs left behind.
const PASSWORD = 'Trailhead2026';

const card = (page: Page, street: string) => page.locator('article.address-card', { hasText: street });

test('add two addresses, see the country rules at work, switch the main one and delete both', async ({ page }) => {
  const run = Math.floor(Math.random() * 9000) + 1000;
  const usStreet = `${run} Pearl St`;
  const secondStreet = `${run} Wynkoop St`;
  await signIn(page, await newAccount(page.request, PASSWORD), PASSWORD);
  await visit(page, '/en-us/account/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  // A US address, first with a postal code the US rules refuse.
  await page.getByRole('button', { name: 'Add an address' }).click();
  const form = page.locator('form.address-form');
  await expect(form.getByRole('heading', { name: 'New address' })).toBeFocused();
  await form.getByLabel('First name').fill('Ivan');
  await form.getByLabel('Last name').fill('Petrov');
  await form.getByLabel('Address', { exact: true }).fill(usStreet);
  await form.getByLabel('City').fill('Boulder');
  await form.getByLabel('State or province').selectOption({ label: 'Colorado' });
  await form.getByLabel('Postal code').fill('8030');
  await form.getByLabel('Email').fill('ivan.petrov@example.com');
  await form.getByLabel('Phone').fill('3035550142');
  await expect(form.getByLabel('Phone')).toHaveValue('(303) 555 - 0142');
  await form.getByRole('button', { name: 'Save address' }).click();
  const postalCode = form.getByLabel('Postal code');
  await expect(postalCode).toBeFocused();
  await expect(postalCode).toHaveAttribute('aria-invalid', 'true');
  await expect(postalCode).toHaveAccessibleDescription('This value is not valid');
  expect(await blockingViolations(page)).toEqual([]);
  await postalCode.fill('80302');
  await expect(postalCode).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(card(page, usStreet)).toBeVisible();
  await expect(card(page, usStreet).getByRole('heading')).toBeFocused();

  // A second one in another state, written as the US post reads it; the country list holds only
  // the country this site delivers to.
  await page.getByRole('button', { name: 'Add an address' }).click();
  await expect(form.getByLabel('Country').locator('option')).toHaveText(['United States']);
  await form.getByLabel('State or province').selectOption({ label: 'Colorado' });
  await form.getByLabel('First name').fill('Ivan');
  await form.getByLabel('Last name').fill('Petrov');
  await form.getByLabel('Address', { exact: true }).fill(secondStreet);
  await form.getByLabel('City').fill('Denver');
  await form.getByLabel('Postal code').fill('80202');
  await form.getByLabel('Email').fill('ivan.petrov@example.com');
  await form.getByLabel('Phone').fill('+1 720 555 0100');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(card(page, secondStreet)).toContainText('Denver, CO 80202');
  await expect(card(page, secondStreet)).toContainText('(720) 555 - 0100');

  // Edit one: the form opens with what was saved, the phone back in its mask.
  await card(page, usStreet).getByRole('button', { name: /^Edit / }).click();
  await expect(form.getByRole('heading', { name: 'Edit address' })).toBeFocused();
  await expect(form.getByLabel('Phone')).toHaveValue('(303) 555 - 0142');
  await expect(form.getByLabel('State or province')).toHaveValue('CO');
  await form.getByLabel('City').fill('Denver');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(card(page, usStreet)).toContainText('Denver, CO 80302');
  await expect(card(page, usStreet).getByRole('heading')).toBeFocused();

  // The first shipping address became main; switch to the other and back: only one is ever marked.
  const mainMark = (street: string) => card(page, street).getByText('Main shipping address');
  await expect(mainMark(usStreet)).toBeVisible();
  await expect(mainMark(secondStreet)).toHaveCount(0);
  await card(page, secondStreet).getByRole('button', { name: /^Set .* as main$/ }).click();
  await expect(mainMark(secondStreet)).toBeVisible();
  await expect(mainMark(usStreet)).toHaveCount(0);
  await card(page, usStreet).getByRole('button', { name: /^Set .* as main$/ }).click();
  await expect(mainMark(usStreet)).toBeVisible();
  await expect(mainMark(secondStreet)).toHaveCount(0);
  await expect(page.locator('article.address-card', { hasText: 'Main shipping address' })).toHaveCount(1);
  expect(await blockingViolations(page)).toEqual([]);

  // Delete asks first; cancelling gives focus back to Delete, confirming moves it to the list.
  const deleteUs = card(page, usStreet).getByRole('button', { name: /^Delete / });
  await deleteUs.click();
  await expect(card(page, usStreet).getByRole('button', { name: 'Yes, delete' })).toBeFocused();
  await card(page, usStreet).getByRole('button', { name: 'Cancel' }).click();
  await expect(deleteUs).toBeFocused();
  await deleteUs.click();
  await card(page, usStreet).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(card(page, usStreet)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Shipping addresses' })).toBeFocused();
  await card(page, secondStreet).getByRole('button', { name: /^Delete / }).click();
  await card(page, secondStreet).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(card(page, secondStreet)).toHaveCount(0);

  // What the page renders on the server agrees: neither address is left.
  await visit(page, '/en-us/account/addresses');
  await expect(page.getByText(usStreet)).toHaveCount(0);
  await expect(page.getByText(secondStreet)).toHaveCount(0);
});
