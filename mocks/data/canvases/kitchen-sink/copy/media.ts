import type { Localised } from '../../language';

/** The kitchen-sink picture and films: alt text, posters and the titles search engines read. */
export interface MediaCopy {
  lakeAlt: string;
  scree: { alt: string; title: string; description: string };
  hut: { alt: string; title: string };
  campfire: { alt: string; title: string };
}

export const MEDIA_COPY: Localised<MediaCopy> = {
  en: {
    lakeAlt: 'A turquoise alpine lake below jagged peaks',
    scree: {
      alt: 'Runners crossing a scree field', title: 'Field test: the Scree softshell on the Tour du Mont Blanc',
      description: 'Our product team spent eleven days on the trail putting the Scree softshell through wind, sleet and sun.',
    },
    hut: { alt: 'A mountain hut at sunset with backpacks on the porch', title: 'How to pack for a hut-to-hut trek' },
    campfire: { alt: 'Friends around a campfire beside a lake', title: 'Campfire stories: ten years of Ridgeline' },
  },
  fr: {
    lakeAlt: 'Un lac alpin turquoise au pied de sommets découpés',
    scree: {
      alt: 'Des coureurs qui traversent un pierrier', title: 'Essai terrain : la coquille souple Scree sur le Tour du Mont-Blanc',
      description: 'Notre équipe produit a passé onze jours en sentier à éprouver la coquille souple Scree sous le vent, le grésil et le soleil.',
    },
    hut: { alt: 'Un refuge de montagne au coucher du soleil, des sacs à dos sur la galerie', title: 'Comment faire son sac pour un trek de refuge en refuge' },
    campfire: { alt: 'Des amis autour d’un feu de camp au bord d’un lac', title: 'Histoires de feu de camp : dix ans de Ridgeline' },
  },
  de: {
    lakeAlt: 'Ein türkisfarbener Bergsee unter schroffen Gipfeln',
    scree: {
      alt: 'Läufer überqueren ein Geröllfeld', title: 'Praxistest: die Scree-Softshell auf der Tour du Mont Blanc',
      description: 'Unser Produktteam war elf Tage unterwegs und hat die Scree-Softshell in Wind, Graupel und Sonne getestet.',
    },
    hut: { alt: 'Eine Berghütte bei Sonnenuntergang, Rucksäcke auf der Terrasse', title: 'Richtig packen für die Hüttentour' },
    campfire: { alt: 'Freunde am Lagerfeuer an einem See', title: 'Geschichten am Lagerfeuer: zehn Jahre Ridgeline' },
  },
  nb: {
    lakeAlt: 'Et turkist fjellvann under spisse tinder',
    scree: {
      alt: 'Løpere som krysser ei steinur', title: 'Felttest: Scree-softshellen på Tour du Mont Blanc',
      description: 'Produktteamet vårt brukte elleve dager på stien og testet Scree-softshellen i vind, sludd og sol.',
    },
    hut: { alt: 'En fjellhytte i solnedgang med sekker på trappa', title: 'Slik pakker du til hytte-til-hytte-tur' },
    campfire: { alt: 'Venner rundt et bål ved et vann', title: 'Historier rundt bålet: ti år med Ridgeline' },
  },
};
