import { describe, expect, it } from 'vitest';
import { galleryMediaUrl, galleryWidgetUrl, resolveGalleryFilter } from './gallery-filter';

describe('resolveGalleryFilter', () => {
  it('replaces {productId} and {category} from the route', () => {
    expect(resolveGalleryFilter('product:{productId} category:{category}', { productId: 'JK619948', categoryId: '10101' })).toBe('product:JK619948 category:10101');
  });

  it('drops a term whose placeholder the route cannot fill', () => {
    expect(resolveGalleryFilter('product:{productId} category:{category}', { productId: null, categoryId: '30101' })).toBe('category:30101');
    expect(resolveGalleryFilter('product:{productId}', { productId: null, categoryId: null })).toBe('');
  });
});

describe('gallery URLs', () => {
  it('go through the same-origin /social proxy', () => {
    expect(galleryMediaUrl('ridgeline-community', 'category:10101', 8)).toBe('/social/streams/ridgeline-community/media/recent?limit=8&filter=category%3A10101');
    expect(galleryWidgetUrl('ridgeline-widget', 'fr-ca')).toBe('/social/widget.js?containerId=ridgeline-widget&locale=fr-ca');
  });
});
