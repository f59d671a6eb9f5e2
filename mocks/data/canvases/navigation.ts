import type { Canvas, MenuItem } from '../../../shared/schemas';
import { CATEGORY_TREE } from '../categories';
import { FAMILIES } from '../fixture';
import { categoryHref, makeCanvas, pageTarget, type CanvasContext } from './context';

/** spec §2 mega menu: top → group → leaf, every target a real category URL. */
export function menuCanvas(ctx: CanvasContext): Canvas {
  const items: MenuItem[] = CATEGORY_TREE.map((top) => ({
    id: `menu-${top.slug}`, title: top.name, target: { url: categoryHref(ctx, top.id), type: 'category' },
    children: top.groups.map((group) => ({
      id: `menu-${group.slug}`, title: group.name, target: { url: categoryHref(ctx, group.id), type: 'category' },
      children: group.leaves.map((leaf) => ({
        id: `menu-${leaf.slug}`, title: leaf.name, target: { url: categoryHref(ctx, leaf.id), type: 'category' },
        // spec §2: desktop level-3 links carry an optional icon.
        menuIcon: FAMILIES[leaf.family].codePrefix.toLowerCase(),
      })),
    })),
  }));
  // spec §4: Gear's popover opens on click rather than hover.
  const withFlags = items.map((item) => (item.id === 'menu-gear' ? { ...item, triggerOnClick: true } : item));
  // spec §2: every level-3 accordion on mobile starts with 'Shop all <title>'.
  const block = { id: 'mega-menu', type: 'mega-menu', showAllL3OnMobile: true, shopAllText: 'Shop all', items: withFlags };
  return makeCanvas(ctx, 'menu', 'main', { name: 'main-menu', sections: { main: [block] } });
}

const link = (ctx: CanvasContext, slug: string, text: string) => ({ text, url: pageTarget(ctx, slug, text).url });
const categoryLink = (ctx: CanvasContext, id: string, text: string) => ({ text, url: categoryHref(ctx, id) });

export function footerCanvas(ctx: CanvasContext): Canvas {
  const columns = [
    { id: 'footer-shop', title: 'Shop', links: [categoryLink(ctx, '10000', 'Men'), categoryLink(ctx, '20000', 'Women'), categoryLink(ctx, '30000', 'Footwear'), categoryLink(ctx, '40000', 'Gear')] },
    { id: 'footer-help', title: 'Help', links: [link(ctx, 'help/contact-us', 'Contact us'), link(ctx, 'help/returns/how-to-return', 'Returns'), link(ctx, 'policies/shipping-terms', 'Shipping'), link(ctx, 'location-selector', 'Change location')] },
    { id: 'footer-members', title: 'XPLR Pass', links: [link(ctx, 'xplr-pass', 'Join XPLR Pass'), link(ctx, 'loyalty-terms', 'Programme terms'), link(ctx, 'account', 'My account'), link(ctx, 'sms-terms', 'SMS terms')] },
    { id: 'footer-legal', title: 'Company', links: [link(ctx, 'privacy', 'Privacy notice'), link(ctx, 'brand-terms', 'Terms of use'), link(ctx, 'sale-terms', 'Sale terms'), link(ctx, 'associate-discount-terms', 'Associate discount'), link(ctx, 'associate-login', 'Associate login')] },
  ];
  const social = [
    { text: 'Instagram', url: 'https://www.instagram.com/ridgeline.outdoor' },
    { text: 'YouTube', url: 'https://www.youtube.com/@ridgelineoutdoor' },
    { text: 'Strava', url: 'https://www.strava.com/clubs/ridgeline' },
  ];
  return makeCanvas(ctx, 'footer', 'main', {
    name: 'footer',
    sections: {
      main: [{
        id: 'footer', type: 'footer', columns, legal: `© 2026 Ridgeline Outdoor Co. All rights reserved. Prices in ${ctx.site.currency}.`, social,
        newsletter: { title: 'Trail notes by email', text: 'New gear, trail guides and member offers, about twice a month.' },
      }],
    },
  });
}
