import { defineMessages } from './define';

/** The store locator: the search by postal code or city, its results, a store's page and "my store". */
export const stores = defineMessages({
  'stores.title': { en: 'Find a store', fr: 'Trouver un magasin', de: 'Filiale finden', nb: 'Finn en butikk' },
  'stores.intro': {
    en: 'Search by postal code or city to see the stores near you, their opening hours and how far away they are.',
    fr: 'Cherchez par code postal ou par ville pour voir les magasins près de chez vous, leurs heures d’ouverture et leur distance.',
    de: 'Suchen Sie nach Postleitzahl oder Stadt, um Filialen in Ihrer Nähe, ihre Öffnungszeiten und ihre Entfernung zu sehen.',
    nb: 'Søk på postnummer eller sted for å se butikkene nær deg, åpningstidene deres og hvor langt unna de er.',
  },
  'stores.results': { en: 'Stores near “{place}”', fr: 'Magasins près de « {place} »', de: 'Filialen in der Nähe von „{place}“', nb: 'Butikker nær «{place}»' },
  'stores.none': {
    en: 'No stores found near “{place}”. Try another postal code or city.',
    fr: 'Aucun magasin trouvé près de « {place} ». Essayez un autre code postal ou une autre ville.',
    de: 'Keine Filialen in der Nähe von „{place}“ gefunden. Versuchen Sie eine andere Postleitzahl oder Stadt.',
    nb: 'Fant ingen butikker nær «{place}». Prøv et annet postnummer eller sted.',
  },
  'stores.invalid': {
    en: 'Enter a postal code or city of 2 to 60 characters.',
    fr: 'Saisissez un code postal ou une ville de 2 à 60 caractères.',
    de: 'Geben Sie eine Postleitzahl oder Stadt mit 2 bis 60 Zeichen ein.',
    nb: 'Skriv inn et postnummer eller sted på 2 til 60 tegn.',
  },
  'stores.error': {
    en: 'Store search is not available right now. Please try again in a moment.',
    fr: 'La recherche de magasins n’est pas disponible pour le moment. Veuillez réessayer dans un instant.',
    de: 'Die Filialsuche ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
    nb: 'Butikksøket er ikke tilgjengelig akkurat nå. Prøv igjen om litt.',
  },
  'stores.today': { en: 'Today: {hours}', fr: 'Aujourd’hui : {hours}', de: 'Heute: {hours}', nb: 'I dag: {hours}' },
  'stores.closedToday': { en: 'Closed today', fr: 'Fermé aujourd’hui', de: 'Heute geschlossen', nb: 'Stengt i dag' },
  'stores.closed': { en: 'Closed', fr: 'Fermé', de: 'Geschlossen', nb: 'Stengt' },
  'stores.hours': { en: 'Opening hours', fr: 'Heures d’ouverture', de: 'Öffnungszeiten', nb: 'Åpningstider' },
  'stores.weekHours': { en: 'Hours this week', fr: 'Heures de la semaine', de: 'Öffnungszeiten der Woche', nb: 'Åpningstider denne uken' },
  'stores.distance': { en: '{distance} away', fr: 'À {distance}', de: '{distance} entfernt', nb: '{distance} unna' },
  'stores.address': { en: 'Address', fr: 'Adresse', de: 'Adresse', nb: 'Adresse' },
  'stores.phone': { en: 'Phone', fr: 'Téléphone', de: 'Telefon', nb: 'Telefon' },
  'stores.map': { en: 'Show on OpenStreetMap', fr: 'Voir sur OpenStreetMap', de: 'Auf OpenStreetMap zeigen', nb: 'Vis på OpenStreetMap' },
  'stores.allStores': { en: 'Find another store', fr: 'Trouver un autre magasin', de: 'Andere Filiale finden', nb: 'Finn en annen butikk' },
  'stores.setMine': { en: 'Set as my store', fr: 'Choisir comme mon magasin', de: 'Als meine Filiale festlegen', nb: 'Velg som min butikk' },
  'stores.mine': { en: 'My store', fr: 'Mon magasin', de: 'Meine Filiale', nb: 'Min butikk' },
  'stores.chosen': {
    en: '{name} is now your store for pickup in store.',
    fr: '{name} est maintenant votre magasin pour le ramassage en magasin.',
    de: '{name} ist jetzt Ihre Filiale für die Abholung im Geschäft.',
    nb: '{name} er nå butikken din for henting i butikk.',
  },
  'stores.pageDescription': {
    en: '{name}, {address}: opening hours, phone and directions.',
    fr: '{name}, {address} : heures d’ouverture, téléphone et itinéraire.',
    de: '{name}, {address}: Öffnungszeiten, Telefon und Anfahrt.',
    nb: '{name}, {address}: åpningstider, telefon og veibeskrivelse.',
  },
});
