import type { MenuItem } from '../../../shared/content/schemas/blocks/navigation';
import type { Canvas } from '../../../shared/content/schemas/canvas';
import { CATEGORY_TREE } from '../categories';
import { FAMILIES } from '../fixture';
import { categoryName } from '../category-names';
import { categoryHref, makeCanvas, pageTarget, type CanvasContext } from './context';
import { NAVIGATION_COPY } from './copy/navigation';
import { contentLanguage, copyFor } from './language';

/** The mega menu: top → group → leaf, every target a real category URL, every title in the site's language. */
export function menuCanvas(ctx: CanvasContext): Canvas {
  const name = (id: string) => categoryName(id, contentLanguage(ctx));
  const items: MenuItem[] = CATEGORY_TREE.map((top) => ({
    id: `menu-${top.slug}`, title: name(top.id), target: { url: categoryHref(ctx, top.id), type: 'category' },
    children: top.groups.map((group) => ({
      id: `menu-${group.slug}`, title: name(group.id), target: { url: categoryHref(ctx, group.id), type: 'category' },
      children: group.leaves.map((leaf) => ({
        id: `menu-${leaf.slug}`, title: name(leaf.id), target: { url: categoryHref(ctx, leaf.id), type: 'category' },
        // Desktop level-3 links carry an optional icon.
        menuIcon: FAMILIES[leaf.family].codePrefix.toLowerCase(),
      })),
    })),
  }));
  // Gear's popover opens on click rather than hover.
  const withFlags = items.map((item) => (item.id === 'menu-gear' ? { ...item, triggerOnClick: true } : item));
  // Every level-3 accordion on mobile starts with a 'Shop all <title>' link.
  const block = { id: 'mega-menu', type: 'mega-menu', showAllL3OnMobile: true, shopAllText: copyFor(ctx, NAVIGATION_COPY).shopAll, items: withFlags };
  return makeCanvas(ctx, 'menu', 'main', { name: 'main-menu', sections: { main: [block] } });
}

const link = (ctx: CanvasContext, slug: string, text: string) => ({ text, url: pageTarget(ctx, slug, text).url });
const categoryLink = (ctx: CanvasContext, id: string, text: string) => ({ text, url: categoryHref(ctx, id) });

export function footerCanvas(ctx: CanvasContext): Canvas {
  const { footer } = copyFor(ctx, NAVIGATION_COPY);
  const { help, members, company } = footer;
  const columns = [
    { id: 'footer-shop', title: footer.shop, links: ['10000', '20000', '30000', '40000'].map((id) => categoryLink(ctx, id, categoryName(id, contentLanguage(ctx)))) },
    { id: 'footer-help', title: help.title, links: [link(ctx, 'help/contact-us', help.contact), link(ctx, 'help/returns/how-to-return', help.returns), link(ctx, 'policies/shipping-terms', help.shipping), link(ctx, 'location-selector', help.location)] },
    { id: 'footer-members', title: members.title, links: [link(ctx, 'xplr-pass', members.join), link(ctx, 'loyalty-terms', members.terms), link(ctx, 'account', members.account), link(ctx, 'sms-terms', members.sms)] },
    { id: 'footer-legal', title: company.title, links: [link(ctx, 'privacy', company.privacy), link(ctx, 'brand-terms', company.terms), link(ctx, 'sale-terms', company.sale), link(ctx, 'associate-discount-terms', company.associateDiscount), link(ctx, 'associate-login', company.associateLogin)] },
  ];
  const social = [
    { text: 'Instagram', url: 'https://www.instagram.com/ridgeline.outdoor' },
    { text: 'YouTube', url: 'https://www.youtube.com/@ridgelineoutdoor' },
    { text: 'Strava', url: 'https://www.strava.com/clubs/ridgeline' },
  ];
  return makeCanvas(ctx, 'footer', 'main', {
    name: 'footer',
    sections: {
      main: [{ id: 'footer', type: 'footer', columns, legal: footer.legal(ctx.site.currency), social, newsletter: footer.newsletter }],
    },
  });
}
