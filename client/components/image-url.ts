// spec §9 image CDN: quality 50 and double-resolution sizing.
const QUALITY = 50;

export function imageUrl(src: string, width: number): string {
  return `${src}?w=${width}&q=${QUALITY}`;
}

export function imageSrcSet(src: string, width: number): string {
  return `${imageUrl(src, width)} 1x, ${imageUrl(src, width * 2)} 2x`;
}
