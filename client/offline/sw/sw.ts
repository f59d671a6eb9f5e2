/*
 * The service worker: an assembly of small parts, each installing its own listeners. Order matters
 * where Workbox routes: the precache answers hashed assets before the runtime routes are asked.
 * A part added later (the offline cart's replay) is one more import and call here.
 */
import { installPrecache } from './precache';
import { installRoutes } from './routes';
import { installOfflineFallback } from './offline-fallback';
import { installMessages } from './messages';

installPrecache();
installRoutes();
installOfflineFallback();
installMessages();
