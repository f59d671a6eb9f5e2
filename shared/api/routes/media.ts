import { route, routes } from '../route';

/** The image CDN: an SVG by kind (product, banner) and file name, sized by width and quality. */
export const images = routes('images', {
  image: route('GET', '/images/:kind/:file', { group: 'images' }),
});

/** The social media host (customer photo galleries); the browser reaches it through `/social`, never the commerce proxy. */
export const social = routes('social', {
  service: route('GET', '/', { group: 'social' }),
  /** The embeddable gallery script (JavaScript, not JSON). */
  widgetScript: route('GET', '/widget.js', { group: 'social' }),
  categoryMedia: route('GET', '/categories/media/recent', { group: 'social' }),
  customerMedia: route('GET', '/customers/:customerId/media/recent', { group: 'social' }),
  mediaStreams: route('GET', '/media/:mediaId/streams', { group: 'social' }),
  recentMedia: route('GET', '/streams/media/recent', { group: 'social' }),
  streamMedia: route('GET', '/streams/:streamId/media/recent', { group: 'social' }),
  reportMedia: route('POST', '/media/:mediaId/reports', { group: 'social' }),
  stash: route('POST', '/stashes', { group: 'social' }),
  uploadMedia: route('POST', '/users/:userId/media', { group: 'social' }),
  createUser: route('POST', '/users', { group: 'social' }),
});
