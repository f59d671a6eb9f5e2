/*
 * The service worker: an assembly of small parts, each installing its own listeners. Order matters
 * where Workbox routes: the precache answers hashed assets before the runtime routes are asked.
 * A part added later is one more import and call here. The cart's adds made offline are replayed
 * by a Background Sync, and their queue is the shopper's, so sign-out empties it with the pages.
 */
import { installPrecache } from './precache';
import { installRoutes } from './routes';
import { installOfflineFallback } from './offline-fallback';
import { installMessages, onSignOut } from './messages';
import { scope } from './scope';
import { clearOfflineQueue, handleCartSync } from '../../cart/sw';

installPrecache();
installRoutes();
installOfflineFallback();
installMessages();
onSignOut(clearOfflineQueue);
scope().addEventListener('sync', handleCartSync);
