/** The languages we have a catalogue for; a site in any other language reads English. */
export type Language = 'en' | 'fr' | 'de' | 'nb';

/** One interface string in every language, side by side, so a new string is one entry in one file. */
export type Translations = Readonly<Record<Language, string>>;

/**
 * A domain's messages, each key with its text in every language: an entry missing a language
 * does not compile. The texts keep their literal types, because the English one is where a
 * message's arguments are read from.
 */
export function defineMessages<const T extends Readonly<Record<string, Translations>>>(messages: T): T {
  return messages;
}
