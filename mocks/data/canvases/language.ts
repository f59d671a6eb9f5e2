import type { ContentLanguage } from '../category-names';
import type { CanvasContext } from './context';
import { contentLanguage as languageOf } from '../content-language';

export type { ContentLanguage } from '../category-names';

/**
 * A canvas's copy in every language the CMS writes: one entry per language, so the
 * compiler refuses a table that forgets one.
 */
export type Localised<T> = Readonly<Record<ContentLanguage, T>>;

/** The language a site's canvases are written in (fr-ca is French, nb-no Bokmål). */
export const contentLanguage = (ctx: CanvasContext): ContentLanguage => languageOf(ctx.site.language);

/**
 * The copy of a table for the site being built.
 * @example copyFor(ctx, HOME_COPY).hero.title // 'Für den langen Weg nach oben' on de-de
 */
export const copyFor = <T>(ctx: CanvasContext, table: Localised<T>): T => table[contentLanguage(ctx)];

/** A name set into rich text: category names carry ampersands ("Packs & Camping"). */
export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
