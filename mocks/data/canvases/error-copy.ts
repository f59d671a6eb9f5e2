import { categoryName, type ContentLanguage } from '../category-names';
import { contentLanguage } from '../content-language';
import type { CanvasContext } from './context';

/** The CMS's page-not-found copy in one language. */
export interface ErrorPageCopy {
  title: string;
  /** Says the page is not available: that is what marks a CMS page as an error page. */
  description: string;
  richText: string;
  collectionTitle: string;
  /** The call to action on a top category's card. */
  shopCategory: (name: string) => string;
}

const ERROR_PAGE_COPY: Readonly<Record<ContentLanguage, ErrorPageCopy>> = {
  en: {
    title: 'Page not found', description: 'This page is not available.',
    richText: '<h2>We could not find that trail</h2><p>The page you were looking for has moved or no longer exists. Try one of our top categories instead.</p>',
    collectionTitle: 'Popular categories', shopCategory: (name) => `Shop ${name}`,
  },
  fr: {
    title: 'Page introuvable', description: 'Cette page n’est pas disponible.',
    richText: '<h2>Ce sentier ne mène nulle part</h2><p>La page que vous cherchez a été déplacée ou n’existe plus. Jetez plutôt un coup d’œil à nos catégories vedettes.</p>',
    collectionTitle: 'Catégories populaires', shopCategory: (name) => `Magasiner ${name.toLocaleLowerCase('fr-CA')}`,
  },
  de: {
    title: 'Seite nicht gefunden', description: 'Diese Seite ist nicht verfügbar.',
    richText: '<h2>Hier endet der Weg</h2><p>Die gesuchte Seite wurde verschoben oder existiert nicht mehr. Stöbern Sie doch in einer unserer beliebtesten Kategorien.</p>',
    collectionTitle: 'Beliebte Kategorien', shopCategory: (name) => `${name} entdecken`,
  },
  nb: {
    title: 'Fant ikke siden', description: 'Denne siden er ikke tilgjengelig.',
    richText: '<h2>Her går det ingen sti</h2><p>Siden du leter etter, er flyttet eller finnes ikke lenger. Ta heller en titt på de mest populære kategoriene våre.</p>',
    collectionTitle: 'Populære kategorier', shopCategory: (name) => `Handle ${name.toLocaleLowerCase('nb-NO')}`,
  },
};

/** The page-not-found copy in the site's language, with a call to action per top category. */
export function errorPageCopy(ctx: CanvasContext): Omit<ErrorPageCopy, 'shopCategory'> & { shopCategory: (categoryId: string) => string } {
  const language = contentLanguage(ctx.site.language);
  const copy = ERROR_PAGE_COPY[language];
  return { ...copy, shopCategory: (categoryId) => copy.shopCategory(categoryName(categoryId, language)) };
}
