import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { apiError } from '../errors/api-error';
import { SITE_NAME } from '../pages/page-context';
import { translatorFor } from '../../shared/i18n/catalogues';
import { getSite, type Site } from '../../shared/site';

/*
 *   GET /{locale}/manifest.webmanifest   the installable shop of one site: its name in the site's
 *                                        language, its icons, colours and start page
 * Every page's head links its site's file. Each site is an app of its own (its id and scope are the
 * site's path), so a shopper who installs the German shop opens the German shop. The same for everyone.
 */

/** The brand's green (tokens.css `--brand`) and the page background the app opens on. */
export const THEME_COLOR = '#1f3b2d';
export const BACKGROUND_COLOR = '#ffffff';
const MANIFEST_TTL_SECONDS = 24 * 60 * 60;

/** The icons under client/public/icons, drawn from favicon.svg; the maskable ones keep the mark inside the safe zone. */
const ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** A site's web manifest. */
export function webManifest(site: Site) {
  const { t } = translatorFor(site);
  const home = `/${site.locale}`;
  return {
    id: home,
    name: t('offline.appName'),
    short_name: SITE_NAME,
    lang: site.locale,
    start_url: home,
    scope: home,
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS,
  };
}

export const webManifestRoutes = new Hono<AppEnv>().get('/:locale/manifest.webmanifest', (c) => {
  const site = getSite(c.req.param('locale'));
  if (!site) return apiError(c, 'API404', 'Not found');
  return c.body(JSON.stringify(webManifest(site)), 200, { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': `public, max-age=${MANIFEST_TTL_SECONDS}` });
});
