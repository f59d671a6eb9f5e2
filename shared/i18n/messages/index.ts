import { account } from './account';
import { addresses } from './addresses';
import { cart } from './cart';
import { catalogue } from './catalogue';
import { checkout } from './checkout';
import { common } from './common';
import { consent } from './consent';
import { content } from './content';
import type { Language } from './define';
import { errors } from './errors';
import { inStore } from './in-store';
import { dialogs } from './dialogs';
import { events } from './events';
import { loyalty } from './loyalty';
import { offline } from './offline';
import { orders } from './orders';
import { payments } from './payments';
import { reviews } from './reviews';
import { session } from './session';
import { signUp } from './sign-up';
import { stores } from './stores';

/*
 * The interface strings, one file per domain, each entry holding its four languages. ICU-style
 * messages: `{name}` is filled in, `{count, plural, one {…} other {…}}` picks by the language's
 * plural rules, `#` is the count. CMS content is the editors' text and never comes through here.
 *
 * French is Canada's: the Quebec usage of courriel, infolettre and magasin. German is Germany's,
 * Norwegian is Bokmål as written in Norway.
 *
 * Worker-only: importing this from client code would put all four languages in the bundle.
 */
const DOMAINS = { common, errors, catalogue, reviews, cart, checkout, payments, session, signUp, account, addresses, orders, loyalty, content, consent, events, dialogs, inStore, offline, stores };

// Every domain's entries in one object; a key is in one domain only (define.test.ts checks).
const ENTRIES = Object.assign({}, ...Object.values(DOMAINS)) as Entries;
type Entries = UnionToIntersection<(typeof DOMAINS)[keyof typeof DOMAINS]>;
type UnionToIntersection<U> = (U extends unknown ? (union: U) => void : never) extends (intersection: infer I) => void ? I : never;

/** Every key's text in one language. */
function inLanguage<L extends Language>(language: L): { readonly [K in keyof Entries]: Entries[K][L] } {
  return Object.fromEntries(Object.entries(ENTRIES).map(([key, entry]) => [key, entry[language]])) as never;
}

/** The domain files, for the test that no key is in two of them. */
export const MESSAGE_DOMAINS: Readonly<Record<string, Readonly<Record<string, unknown>>>> = DOMAINS;

/**
 * Each language's catalogue, with every key by construction. English is the source of keys: the
 * type of a message's arguments is read from its English text.
 */
export const en = inLanguage('en');
export const fr = inLanguage('fr');
export const de = inLanguage('de');
export const nb = inLanguage('nb');
