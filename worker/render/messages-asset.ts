import { catalogueLanguage, messagesFor } from '../../shared/i18n/catalogues';
import type { Site } from '../../shared/site';
import { fapi } from '../../shared/fapi';

/*
 * A language's interface strings travel to the browser as a file of their own, not inside every
 * page: they are the same on every page of the language (two fifths of a page's HTML when they rode
 * in its state), so a browser fetches them once and keeps them, and neither the worker nor the
 * edge HTML cache copies them into each response. The file is named by a hash of its content, so
 * it can be kept for a year: new strings make a new name.
 */

export const MESSAGES_PATH = fapi.messages.catalogue.path.replace('/:file', '');

export interface MessagesAsset {
  language: string;
  url: string;
  json: string;
}

// One per language: derived from the bundled catalogues, the same for every request of the isolate.
const assets = new Map<string, MessagesAsset>();

/** FNV-1a, 32 bits, in base 36: a short name that changes whenever the content does. */
function contentHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

function assetOf(language: string): MessagesAsset {
  let asset = assets.get(language);
  if (!asset) {
    const json = JSON.stringify(messagesFor({ language }));
    asset = { language, url: `${MESSAGES_PATH}/${language}-${contentHash(json)}.json`, json };
    assets.set(language, asset);
  }
  return asset;
}

/** The messages file of a site's language (a site in a language without a catalogue reads English). */
export function messagesAsset(site: Pick<Site, 'language'>): MessagesAsset {
  return assetOf(catalogueLanguage(site.language));
}

/** The file a requested name stands for: its language's current file, and whether the name is that file's. */
export function messagesAssetNamed(file: string): { asset: MessagesAsset; current: boolean } | null {
  const match = /^([a-z]{2})-[0-9a-z]{1,8}\.json$/.exec(file);
  if (!match) return null;
  const language = match[1]!;
  if (catalogueLanguage(language) !== language) return null;
  const asset = assetOf(language);
  return { asset, current: asset.url === `${MESSAGES_PATH}/${file}` };
}
