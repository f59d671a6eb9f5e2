import type { ContentLanguage } from '../data/category-names';

/*
 * The basket's messages to the shopper (line notifications, flash notices, delivery changes) in
 * the language of the site the call came from. Types and codes stay as the spec names them.
 */

interface Notices {
  toStore: string;
  toHome: string;
  toStoreShipped: string;
  noLongerAvailable: string;
  removed: string;
  outOfStock: string;
  onlyInStock: (supply: number) => string;
}

const NOTICES: Readonly<Record<ContentLanguage, Notices>> = {
  en: {
    toStore: 'Your order was updated: this item will now be collected in store',
    toHome: 'Your order was updated: this item will now be shipped to your address',
    toStoreShipped: 'Your order was updated: this item will now be shipped to the store',
    noLongerAvailable: 'This item is no longer available',
    removed: 'An item in your cart is no longer available and was removed',
    outOfStock: 'An item in your cart is out of stock',
    onlyInStock: (supply) => `Only ${supply} of an item in your cart are in stock`,
  },
  fr: {
    toStore: 'Votre commande a été mise à jour : cet article sera maintenant à cueillir en magasin',
    toHome: 'Votre commande a été mise à jour : cet article sera maintenant livré à votre adresse',
    toStoreShipped: 'Votre commande a été mise à jour : cet article sera maintenant expédié au magasin',
    noLongerAvailable: 'Cet article n’est plus offert',
    removed: 'Un article de votre panier n’est plus offert et a été retiré',
    outOfStock: 'Un article de votre panier est en rupture de stock',
    onlyInStock: (supply) => `Il ne reste que ${supply} exemplaire${supply > 1 ? 's' : ''} d’un article de votre panier`,
  },
  de: {
    toStore: 'Ihre Bestellung wurde geändert: Diesen Artikel holen Sie jetzt im Geschäft ab',
    toHome: 'Ihre Bestellung wurde geändert: Dieser Artikel wird jetzt an Ihre Adresse geliefert',
    toStoreShipped: 'Ihre Bestellung wurde geändert: Dieser Artikel wird jetzt ins Geschäft geliefert',
    noLongerAvailable: 'Dieser Artikel ist nicht mehr erhältlich',
    removed: 'Ein Artikel in Ihrem Warenkorb ist nicht mehr erhältlich und wurde entfernt',
    outOfStock: 'Ein Artikel in Ihrem Warenkorb ist ausverkauft',
    onlyInStock: (supply) => `Von einem Artikel in Ihrem Warenkorb ${supply === 1 ? 'ist nur noch 1 Stück' : `sind nur noch ${supply} Stück`} auf Lager`,
  },
  nb: {
    toStore: 'Bestillingen din er oppdatert: Denne varen hentes nå i butikk',
    toHome: 'Bestillingen din er oppdatert: Denne varen sendes nå til adressen din',
    toStoreShipped: 'Bestillingen din er oppdatert: Denne varen sendes nå til butikken',
    noLongerAvailable: 'Denne varen er ikke lenger tilgjengelig',
    removed: 'En vare i handlekurven din er ikke lenger tilgjengelig og ble fjernet',
    outOfStock: 'En vare i handlekurven din er utsolgt',
    onlyInStock: (supply) => `Det er bare ${supply} igjen på lager av en vare i handlekurven din`,
  },
};

/** The basket's messages in a site's language. */
export const noticesIn = (language: ContentLanguage): Notices => NOTICES[language];
