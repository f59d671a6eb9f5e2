import { imageSrcSet, imageUrl } from './image-url';

interface ResponsiveImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}

export function ResponsiveImage({ src, alt, width, height, eager = false, className }: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={imageUrl(src, width)}
      srcSet={imageSrcSet(src, width)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? undefined : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
}
