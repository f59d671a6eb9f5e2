import type { Localised } from '../language';

/** The merchandising around search results; `name` is a category's name in the site's language. */
export interface SearchCopy {
  title: string;
  help: (contact: string) => string;
  categoryBanner: { title: (name: string) => string; cta: (name: string) => string };
}

export const SEARCH_COPY: Localised<SearchCopy> = {
  en: {
    title: 'Search',
    help: (contact) => `<h2>Can’t find it?</h2><p>Try a broader word such as <em>jacket</em> or <em>tent</em>, or ask our crew on the <a href="${contact}">contact page</a>.</p>`,
    categoryBanner: { title: (name) => `Looking for ${name}?`, cta: (name) => `Shop all ${name}` },
  },
  fr: {
    title: 'Recherche',
    help: (contact) => `<h2>Vous ne trouvez pas?</h2><p>Essayez un mot plus général comme <em>manteau</em> ou <em>tente</em>, ou posez la question à notre équipe sur la <a href="${contact}">page Nous joindre</a>.</p>`,
    categoryBanner: { title: (name) => `Vous cherchez la catégorie « ${name} »?`, cta: (name) => `Tout voir : ${name}` },
  },
  de: {
    title: 'Suche',
    help: (contact) => `<h2>Nicht gefunden?</h2><p>Versuchen Sie einen allgemeineren Begriff wie <em>Jacke</em> oder <em>Zelt</em> oder fragen Sie unser Team über die <a href="${contact}">Kontaktseite</a>.</p>`,
    categoryBanner: { title: (name) => `Suchen Sie ${name}?`, cta: (name) => `Alle ${name} ansehen` },
  },
  nb: {
    title: 'Søk',
    help: (contact) => `<h2>Fant du det ikke?</h2><p>Prøv et videre søkeord, som <em>jakke</em> eller <em>telt</em>, eller spør gjengen vår via <a href="${contact}">kontaktsiden</a>.</p>`,
    categoryBanner: { title: (name) => `Ser du etter ${name.toLowerCase()}?`, cta: (name) => `Se alt i ${name.toLowerCase()}` },
  },
};
