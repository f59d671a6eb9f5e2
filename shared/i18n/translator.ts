import type { en } from './messages';
import { formatMessage, type MessageValues } from './format-message';

/** Every interface string's key; English is the source of keys. */
export type MessageKey = keyof typeof en;

/** A language's catalogue: exactly the English keys, each a message string. */
export type Messages = { readonly [K in MessageKey]: string };

/**
 * The arguments a message names, read from its English text: `{name}` takes a string or
 * number, `{count, plural, …}` a number; the plural's branches ("one {# item}") are skipped.
 */
type Arguments<S extends string> = S extends `${string}{${infer Open}`
  ? Open extends `${infer Head}}${infer Rest}`
    ? Head extends `${infer Count},${infer Branches}`
      ? { [K in Count]: number } & Arguments<SkipBranches<`${Branches}}${Rest}`>>
      : { [K in Head]: string | number } & Arguments<Rest>
    : unknown
  : unknown;
/** What follows the brace that closes a plural, given the text after its name. */
type SkipBranches<S extends string> = S extends `${infer Before}}${infer After}`
  ? Before extends `${string}{${string}`
    ? S extends `${string}{${string}}${infer Next}`
      ? SkipBranches<Next>
      : ''
    : After
  : '';

type Flatten<T> = { [K in keyof T]: T[K] };
export type MessageArguments<K extends MessageKey> = Flatten<Arguments<(typeof en)[K]>>;

/** A message with no arguments takes none; one with arguments needs them all. */
type ValuesParameter<K extends MessageKey> = keyof MessageArguments<K> extends never ? [] : [values: MessageArguments<K>];

export type Translate = <K extends MessageKey>(key: K, ...values: ValuesParameter<K>) => string;

export interface Translator {
  /** The BCP 47 locale the messages and numbers are formatted for, e.g. 'de-DE'. */
  locale: string;
  t: Translate;
}

/** The Intl locale of a site: its language in its country ('fr-CA', 'nb-NO'). */
export function intlLocale(site: { language: string; country: string }): string {
  return `${site.language}-${site.country}`;
}

export function createTranslator(locale: string, messages: Messages): Translator {
  const t = ((key: MessageKey, values?: MessageValues) => formatMessage(messages[key], locale, values)) as Translate;
  return { locale, t };
}
