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
      // React 18 knows no fetchPriority prop; the lowercase attribute passes through as written.
      {...(eager ? { fetchpriority: 'high' } : {})}
    />
  );
}
