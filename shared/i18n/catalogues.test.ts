import { describe, expect, it } from 'vitest';
import { SITES } from '../site';
import { messagesFor, translatorFor } from './catalogues';
import { formatMessage, messageArguments } from './format-message';
import { de, en, fr, nb } from './messages';
import type { Messages } from './translator';

const TRANSLATED = { fr, de, nb } as const;

/**
 * Words a translation may share with English: the brand line, loanwords the language uses
 * as they are, the programme's name (XPLR Pass). Anything else identical to English is a
 * string someone forgot to translate.
 */
const SAME_AS_ENGLISH: Record<keyof typeof TRANSLATED, string[]> = {
  fr: ['footer.copyright', 'header.menu', 'promo.label', 'checkout.payment.method.PAYPAL', 'account.nav.loyalty', 'enrolment.welcomeDialogTitle', 'rewards.balance', 'rewards.historyDate', 'rewards.historyPoints'],
  de: ['footer.copyright', 'product.details', 'blocks.video', 'checkout.payment.method.PAYPAL', 'checkout.payment.paid', 'account.nav.loyalty', 'enrolment.welcomeDialogTitle'],
  nb: ['footer.copyright', 'blocks.video', 'checkout.payment.method.PAYPAL', 'checkout.payment.paid', 'account.nav.loyalty', 'enrolment.welcomeDialogTitle'],
};

describe('message catalogues', () => {
  it.each(Object.entries(TRANSLATED))('%s has every English key with the same arguments', (_language, messages: Messages) => {
    for (const key of Object.keys(en) as (keyof typeof en)[]) {
      expect({ key, args: messageArguments(messages[key]) }).toEqual({ key, args: messageArguments(en[key]) });
    }
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.entries(TRANSLATED))('%s leaves nothing in English', (language, messages: Messages) => {
    const same = (Object.keys(en) as (keyof typeof en)[]).filter((key) => messages[key] === en[key]);
    expect(same.sort()).toEqual([...SAME_AS_ENGLISH[language as keyof typeof TRANSLATED]].sort());
  });

  it('every message formats in its language', () => {
    const sample = { count: 2, min: 2, stars: 4, shown: 3, total: 9, position: 1, number: 2, seconds: 30, minutes: 2 };
    for (const [language, messages] of Object.entries({ en, ...TRANSLATED })) {
      for (const message of Object.values(messages)) {
        const values = Object.fromEntries(messageArguments(message).map((name) => [name, sample[name as keyof typeof sample] ?? 'x']));
        expect(() => formatMessage(message, `${language}-XX`, values)).not.toThrow();
      }
    }
  });

  it('each site reads its own language', () => {
    expect(SITES.map((site) => [site.locale, messagesFor(site)['product.addToCart']])).toEqual([
      ['en-us', 'Add to cart'],
      ['en-ca', 'Add to cart'],
      ['fr-ca', 'Ajouter au panier'],
      ['en-gb', 'Add to cart'],
      ['de-de', 'In den Warenkorb'],
      ['nb-no', 'Legg i handlekurven'],
    ]);
  });

  it('formats counts with the site’s plural rules', () => {
    const site = (locale: string) => SITES.find((candidate) => candidate.locale === locale)!;
    expect(translatorFor(site('fr-ca')).t('pickup.found', { count: 1 })).toBe('1 magasin trouvé');
    expect(translatorFor(site('de-de')).t('rating.label', { score: '4,5', count: 1 })).toBe('Bewertet mit 4,5 von 5 aus 1 Bewertung');
    expect(translatorFor(site('nb-no')).t('favorites.count', { count: 12 })).toBe('12 varer');
    expect(translatorFor(site('en-us')).t('header.cartItems', { count: 1 })).toBe('item');
  });
});

// Type-level guards: these lines only compile while the catalogue types hold.
function typeChecks() {
  const { t } = translatorFor(SITES[0]!);
  // @ts-expect-error a message with arguments needs them
  t('product.sizeLabel');
  // @ts-expect-error a plural's count is a number
  t('pickup.found', { count: 'two' });
  // @ts-expect-error no such key
  t('product.addToBasket');
  t('product.addToCart');
  const { 'product.addToCart': _dropped, ...missingOne } = de;
  // @ts-expect-error a catalogue without every key is not Messages
  const incomplete: Messages = missingOne;
  return incomplete;
}
void typeChecks;
