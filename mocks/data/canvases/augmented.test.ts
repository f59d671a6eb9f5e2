import { describe, expect, it } from 'vitest';
import { augmentPage } from './augmented';

const shared = { id: 'page:category:de-de', kind: 'page', name: 'category', title: 'Nach Kategorie einkaufen', sections: {} };

describe('augmentPage', () => {
  it('names the category beside the shared copy in the site language', () => {
    expect(augmentPage(shared, '40202', undefined, 'de')).toMatchObject({ id: 'page:category:de-de:category:40202', kind: 'augmentedpage', title: 'Nach Kategorie einkaufen: Handschuhe' });
    expect(augmentPage({ ...shared, title: 'Magasiner par catégorie' }, '40102', undefined, 'fr').title).toBe('Magasiner par catégorie\u00a0: Tentes');
    expect(augmentPage({ ...shared, title: 'Shop by Category' }, '40102', undefined, 'en').title).toBe('Shop by Category: Tents');
  });

  it('keeps the title for a product context', () => {
    expect(augmentPage(shared, undefined, 'JK100775', 'de')).toMatchObject({ id: 'page:category:de-de:product:JK100775', title: 'Nach Kategorie einkaufen' });
  });
});
