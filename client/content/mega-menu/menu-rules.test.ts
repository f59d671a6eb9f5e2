import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../shared/content/schemas/blocks/navigation';
import { menuPath, mobileShopAllLink, opensOnClick, sectionShopAllLink } from './menu-rules';

const jackets: MenuItem = { id: 'jk', title: "Men's Jackets", target: { url: '/en-us/c/mens-jackets-10101' } };
const outerwear: MenuItem = { id: 'ow', title: "Men's Outerwear", target: { url: '/en-us/c/mens-outerwear-10100' }, children: [jackets] };
const men: MenuItem = { id: 'men', title: 'Men', target: { url: '/en-us/c/men-10000' }, children: [outerwear] };

describe('mobileShopAllLink', () => {
  it('starts the accordion with the shop-all text plus the item title when the flag is on', () => {
    expect(mobileShopAllLink(outerwear, { showAllL3OnMobile: true })).toEqual({ text: "Shop all Men's Outerwear", url: '/en-us/c/mens-outerwear-10100' });
  });

  it('adds nothing when the flag is off or absent', () => {
    expect(mobileShopAllLink(outerwear, { showAllL3OnMobile: false })).toBeNull();
    expect(mobileShopAllLink(outerwear, {})).toBeNull();
  });

  it('adds nothing when shop-all is hidden on small screens', () => {
    expect(mobileShopAllLink({ ...outerwear, hideShopAll: { sm: true } }, { showAllL3OnMobile: true })).toBeNull();
  });

  it('still adds it when shop-all is hidden on other breakpoints only', () => {
    expect(mobileShopAllLink({ ...outerwear, hideShopAll: { lg: true, md: true } }, { showAllL3OnMobile: true })?.text).toBe("Shop all Men's Outerwear");
  });

  it('uses the menu shop-all text, and an item override before it', () => {
    expect(mobileShopAllLink(outerwear, { showAllL3OnMobile: true, shopAllText: 'See all' })?.text).toBe("See all Men's Outerwear");
    expect(mobileShopAllLink({ ...outerwear, overrideShopAll: 'Browse' }, { showAllL3OnMobile: true, shopAllText: 'See all' })?.text).toBe("Browse Men's Outerwear");
  });
});

describe('sectionShopAllLink', () => {
  it('links a section to its own target unless hidden on small screens', () => {
    expect(sectionShopAllLink(men, {})).toEqual({ text: 'Shop all Men', url: '/en-us/c/men-10000' });
    expect(sectionShopAllLink({ ...men, hideShopAll: { sm: true } }, {})).toBeNull();
  });
});

describe('menuPath', () => {
  it('joins the titles from the top item down', () => {
    expect(menuPath(men, outerwear, jackets)).toBe("Men > Men's Outerwear > Men's Jackets");
  });
});

describe('opensOnClick', () => {
  it('lets the item override the menu flag', () => {
    expect(opensOnClick(men, {})).toBe(false);
    expect(opensOnClick(men, { triggerOnClick: true })).toBe(true);
    expect(opensOnClick({ ...men, triggerOnClick: false }, { triggerOnClick: true })).toBe(false);
    expect(opensOnClick({ ...men, triggerOnClick: true }, {})).toBe(true);
  });
});
