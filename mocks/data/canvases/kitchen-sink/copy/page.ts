import type { Localised } from '../../language';

/** The kitchen-sink page's own title and the headings of its feeds (stories, galleries, recommendations). */
export interface PageCopy {
  title: string;
  description: string;
  articles: { grid: string; related: string };
  galleries: { gallery: string; widget: string };
  recommendations: { jackets: string; weekendHtml: string; look: string };
}

export const PAGE_COPY: Localised<PageCopy> = {
  en: {
    title: 'Kitchen sink', description: 'Every content block the storefront renders.',
    articles: { grid: 'Stories from the trail', related: 'More trail guides' },
    galleries: { gallery: 'Shared by our community', widget: 'Tag #RidgelineOutside' },
    recommendations: { jackets: 'Trending jackets', weekendHtml: '<p><strong>Packed</strong> for the weekend</p>', look: 'Complete the look' },
  },
  fr: {
    title: 'Vitrine des blocs', description: 'Tous les blocs de contenu qu’affiche la boutique.',
    articles: { grid: 'Récits de sentier', related: 'D’autres guides de sentier' },
    galleries: { gallery: 'Partagé par notre communauté', widget: 'Identifiez-nous avec #RidgelineOutside' },
    recommendations: { jackets: 'Manteaux populaires', weekendHtml: '<p><strong>Prêt</strong> pour la fin de semaine</p>', look: 'Complétez le look' },
  },
  de: {
    title: 'Baukasten', description: 'Alle Inhaltsblöcke, die der Shop darstellt.',
    articles: { grid: 'Geschichten vom Trail', related: 'Weitere Tourenguides' },
    galleries: { gallery: 'Von unserer Community geteilt', widget: 'Markieren Sie uns mit #RidgelineOutside' },
    recommendations: { jackets: 'Beliebte Jacken', weekendHtml: '<p><strong>Gepackt</strong> fürs Wochenende</p>', look: 'Das passt dazu' },
  },
  nb: {
    title: 'Blokkoversikt', description: 'Alle innholdsblokkene nettbutikken viser.',
    articles: { grid: 'Historier fra stien', related: 'Flere turguider' },
    galleries: { gallery: 'Delt av fellesskapet vårt', widget: 'Tagg #RidgelineOutside' },
    recommendations: { jackets: 'Populære jakker', weekendHtml: '<p><strong>Pakket</strong> for helgen</p>', look: 'Fullfør antrekket' },
  },
};
