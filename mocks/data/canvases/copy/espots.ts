import type { Localised } from '../language';

/** The espots every listing and product page inherits. */
export interface EspotsCopy {
  members: { title: string; cta: string };
  bootFit: { title: string; cta: string };
}

export const ESPOTS_COPY: Localised<EspotsCopy> = {
  en: {
    members: { title: 'XPLR Pass members earn double points on outerwear this month', cta: 'Join free' },
    bootFit: { title: 'Not sure about boot fit? Free exchanges on footwear', cta: 'Shop hiking boots' },
  },
  fr: {
    members: { title: 'Ce mois-ci, les membres XPLR Pass accumulent le double de points sur les vêtements d’extérieur', cta: 'Adhérer gratuitement' },
    bootFit: { title: 'Pas certain de la pointure? Les échanges de chaussures sont gratuits', cta: 'Voir les bottes de randonnée' },
  },
  de: {
    members: { title: 'Diesen Monat sammeln XPLR-Pass-Mitglieder doppelte Punkte auf Jacken und Outdoorbekleidung', cta: 'Gratis beitreten' },
    bootFit: { title: 'Unsicher bei der Schuhgröße? Schuhe tauschen Sie bei uns kostenlos um', cta: 'Wanderstiefel entdecken' },
  },
  nb: {
    members: { title: 'XPLR Pass-medlemmer får dobbelt opp med poeng på yttertøy denne måneden', cta: 'Bli med gratis' },
    bootFit: { title: 'Usikker på størrelsen? Du bytter sko gratis hos oss', cta: 'Se fjellstøvler' },
  },
};
