import { defineMessages } from './define';

/** The installable shop: the offline page, the notice on a kept copy, the update prompt and the web manifest. */
export const offline = defineMessages({
  // The offline page, shown for a page the browser has no copy of while the network is down.
  'offline.title': { en: "You're offline", fr: 'Vous êtes hors ligne', de: 'Sie sind offline', nb: 'Du er frakoblet' },
  'offline.body': {
    en: 'This page is not saved on this device. Pages you have visited open without a connection; check your connection and try again.',
    fr: 'Cette page n’est pas enregistrée sur cet appareil. Les pages que vous avez visitées s’ouvrent sans connexion; vérifiez votre connexion et réessayez.',
    de: 'Diese Seite ist auf diesem Gerät nicht gespeichert. Besuchte Seiten öffnen sich auch ohne Verbindung; prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    nb: 'Denne siden er ikke lagret på denne enheten. Sider du har besøkt, åpnes uten tilkobling; sjekk tilkoblingen og prøv igjen.',
  },
  'offline.retry': { en: 'Try again', fr: 'Réessayer', de: 'Erneut versuchen', nb: 'Prøv igjen' },
  'offline.home': { en: 'Go to the home page', fr: 'Aller à l’accueil', de: 'Zur Startseite', nb: 'Gå til forsiden' },
  // A visited page opened from the device's copy: what it shows may be out of date.
  'offline.staleCopy': {
    en: "You're offline: prices and stock may have changed",
    fr: 'Vous êtes hors ligne : les prix et les stocks ont pu changer',
    de: 'Sie sind offline: Preise und Verfügbarkeit können sich geändert haben',
    nb: 'Du er frakoblet: priser og lagerstatus kan ha endret seg',
  },
  // A new version of the shop is installed and waits for the shopper's word.
  'offline.updateReady': { en: 'A new version of the shop is ready', fr: 'Une nouvelle version de la boutique est prête', de: 'Eine neue Version des Shops ist bereit', nb: 'En ny versjon av butikken er klar' },
  'offline.reload': { en: 'Reload', fr: 'Recharger', de: 'Neu laden', nb: 'Last inn på nytt' },
  // The web manifest: the installed app's name (its short name is the brand's, SITE_NAME).
  'offline.appName': { en: 'Ridgeline outdoor shop', fr: 'Boutique plein air Ridgeline', de: 'Ridgeline Outdoor-Shop', nb: 'Ridgeline friluftsbutikk' },
});
