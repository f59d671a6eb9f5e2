import { describe, expect, it } from 'vitest';
import { ContactCategoriesSchema, SupportCaseSchema } from '../../shared/account/schemas/support';
import { errorIdOf, ORIGIN, shopper, testAddress } from './helpers';

const post = (path: string, body: unknown, address = testAddress(), origin = ORIGIN) => shopper({}, address).fetch(path, { method: 'POST', headers: { origin }, body: JSON.stringify(body) });

const contact = { categoryId: 'orders', subjectId: 'where-is-my-order', firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com', message: 'My parcel has not arrived yet, can you check?' };
const warranty = { firstName: 'Sam', lastName: 'Rivera', email: 'sam.rivera@example.com', product: 'Odin Shell Jacket', purchaseDate: '2025-11-02', description: 'The main zip split after two months of use.' };

describe('contact us', () => {
  it('lists categories with their subjects, and opens a case for a valid message', async () => {
    const categories = ContactCategoriesSchema.parse(await (await shopper().fetch('/fapi/support/categories')).json()).categories;
    expect(categories.find((category) => category.id === 'orders')?.subjects.map((subject) => subject.id)).toContain('where-is-my-order');
    const response = await post('/fapi/support/contact', contact);
    expect(response.status).toBe(200);
    expect(SupportCaseSchema.parse(await response.json()).caseNumber).toMatch(/^CS-\d{8}$/);
  });

  it('refuses a bad form, a subject of another category and a cross-site post', async () => {
    const bad = await post('/fapi/support/contact', { ...contact, email: 'nope', message: 'short' });
    expect(bad.status).toBe(400);
    expect(await errorIdOf(bad)).toBe('API400');
    const mismatched = await post('/fapi/support/contact', { ...contact, subjectId: 'sizing' });
    expect(mismatched.status).toBe(400);
    const crossSite = await post('/fapi/support/contact', contact, testAddress(), 'https://evil.example');
    expect(crossSite.status).toBe(403);
    expect(await errorIdOf(crossSite)).toBe('API403');
  });

  it('limits cases per client address: the sixth in ten minutes is 429', async () => {
    const address = testAddress();
    for (let attempt = 0; attempt < 5; attempt++) expect((await post('/fapi/support/contact', contact, address)).status).toBe(200);
    const limited = await post('/fapi/support/warranty', warranty, address);
    expect(limited.status).toBe(429);
    expect(await errorIdOf(limited)).toBe('API429');
  });
});

describe('warranty', () => {
  it('opens a warranty case with the product, purchase date and description', async () => {
    const response = await post('/fapi/support/warranty', warranty);
    expect(response.status).toBe(200);
    expect(SupportCaseSchema.parse(await response.json()).caseNumber).toMatch(/^WR-\d{8}$/);
  });

  it('refuses a purchase date in the future or not a real day', async () => {
    for (const purchaseDate of ['2999-01-01', '2025-02-30']) {
      const response = await post('/fapi/support/warranty', { ...warranty, purchaseDate });
      expect(response.status).toBe(400);
    }
  });
});
