import type { Localised } from '../../language';

/** The kitchen-sink personalisation blocks; `xplrPass` is the programme page's URL. */
export interface PersonalisationCopy {
  members: string;
  guests: (xplrPass: string) => string;
  dropped: string;
  baseline: string;
  experience: { title: string; alt: string; boots: string; backpacks: string; sale: string };
  askExperts: string;
  jacketsOnly: string;
}

export const PERSONALISATION_COPY: Localised<PersonalisationCopy> = {
  en: {
    members: '<h2>Welcome back, XPLR Pass member</h2><p>Your points are waiting at checkout.</p>',
    guests: (xplrPass) => `<h2>New to Ridgeline?</h2><p>Join <a href="${xplrPass}">XPLR Pass</a> for free shipping and member prices.</p>`,
    dropped: 'A malformed nested block is dropped.',
    baseline: '<h2>Gear for every trail</h2><p>Shop the season’s new arrivals.</p>',
    experience: { title: 'Find your next adventure', alt: 'A trail winding through autumn aspens', boots: 'Hiking boots', backpacks: 'Backpacks', sale: '<h2>Up to 40% off last season</h2>' },
    askExperts: 'Ask our gear experts',
    jacketsOnly: '<p>Only on the men’s jackets page.</p>',
  },
  fr: {
    members: '<h2>Bon retour, membre XPLR Pass</h2><p>Vos points vous attendent à la caisse.</p>',
    guests: (xplrPass) => `<h2>Nouveau chez Ridgeline?</h2><p>Adhérez à <a href="${xplrPass}">XPLR Pass</a> pour la livraison gratuite et les prix membres.</p>`,
    dropped: 'Un bloc imbriqué mal formé est retiré.',
    baseline: '<h2>De l’équipement pour chaque sentier</h2><p>Découvrez les nouveautés de la saison.</p>',
    experience: { title: 'Trouvez votre prochaine aventure', alt: 'Un sentier qui serpente entre les trembles en automne', boots: 'Bottes de randonnée', backpacks: 'Sacs à dos', sale: '<h2>Jusqu’à 40 % de rabais sur la saison dernière</h2>' },
    askExperts: 'Demandez à nos experts',
    jacketsOnly: '<p>Seulement sur la page des manteaux pour hommes.</p>',
  },
  de: {
    members: '<h2>Willkommen zurück, XPLR-Pass-Mitglied</h2><p>Ihre Punkte warten an der Kasse auf Sie.</p>',
    guests: (xplrPass) => `<h2>Neu bei Ridgeline?</h2><p>Treten Sie <a href="${xplrPass}">XPLR Pass</a> bei und erhalten Sie kostenlosen Versand und Mitgliederpreise.</p>`,
    dropped: 'Ein fehlerhafter verschachtelter Block wird entfernt.',
    baseline: '<h2>Ausrüstung für jeden Trail</h2><p>Entdecken Sie die Neuheiten der Saison.</p>',
    experience: { title: 'Finden Sie Ihr nächstes Abenteuer', alt: 'Ein Pfad durch herbstliche Espen', boots: 'Wanderstiefel', backpacks: 'Rucksäcke', sale: '<h2>Bis zu 40 % auf die Vorsaison</h2>' },
    askExperts: 'Fragen Sie unsere Ausrüstungsprofis',
    jacketsOnly: '<p>Nur auf der Seite für Herrenjacken.</p>',
  },
  nb: {
    members: '<h2>Velkommen tilbake, XPLR Pass-medlem</h2><p>Poengene dine venter i kassen.</p>',
    guests: (xplrPass) => `<h2>Ny hos Ridgeline?</h2><p>Bli med i <a href="${xplrPass}">XPLR Pass</a> for fri frakt og medlemspriser.</p>`,
    dropped: 'En feilformet nestet blokk fjernes.',
    baseline: '<h2>Utstyr for hver sti</h2><p>Se sesongens nyheter.</p>',
    experience: { title: 'Finn ditt neste eventyr', alt: 'En sti som slynger seg gjennom osp i høstfarger', boots: 'Fjellstøvler', backpacks: 'Sekker', sale: '<h2>Opptil 40 % på forrige sesong</h2>' },
    askExperts: 'Spør utstyrsekspertene våre',
    jacketsOnly: '<p>Bare på siden for herrejakker.</p>',
  },
};
