// Path patterns: product /{locale}/p/{slug}-{CODE}, category /{locale}/c/{slug}-{id}.

export const productUrl = (locale: string, slug: string, code: string) => `/${locale}/p/${slug}-${code}`;
export const categoryUrl = (locale: string, slug: string, id: string) => `/${locale}/c/${slug}-${id}`;
/** Named routes and static pages by slug; '' is home. */
export const pageUrl = (locale: string, slug: string) => (slug ? `/${locale}/${slug}` : `/${locale}`);

export const productImageUrl = (style: string, colorCode: string, view = 1) =>
  `/images/product/${style}-${colorCode}${view > 1 ? `-${view}` : ''}.svg`;
export const bannerImageUrl = (name: string) => `/images/banner/${name}.svg`;

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
