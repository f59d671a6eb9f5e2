import { IMAGE_MAX_WIDTH, IMAGE_MIN_WIDTH, IMAGE_QUALITY } from '../../shared/content/image-cdn';

/*
 * Every image URL the pages ask for is built here. Double-resolution sizing:
 * a 1x candidate at the rendered width and a 2x one at twice it, each capped
 * to what the CDN serves (it refuses wider), so a full-width hero on a 2x or
 * 3x phone gets the widest file there is instead of a 400.
 */
const DENSITIES = [1, 2] as const;

const servedWidth = (width: number) => Math.min(IMAGE_MAX_WIDTH, Math.max(IMAGE_MIN_WIDTH, Math.round(width)));

export function imageUrl(src: string, width: number): string {
  return `${src}?w=${servedWidth(width)}&q=${IMAGE_QUALITY}`;
}

/** `width` is the rendered width in CSS pixels; a capped candidate's descriptor is the density it really has. */
export function imageSrcSet(src: string, width: number): string {
  const widths = [...new Set(DENSITIES.map((density) => servedWidth(width * density)))];
  return widths.map((served) => `${imageUrl(src, served)} ${Number((served / width).toFixed(2))}x`).join(', ');
}
