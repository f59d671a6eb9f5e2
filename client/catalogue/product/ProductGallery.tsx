import type { Image } from '../../../shared/catalogue/schemas/product';
import { ResponsiveImage } from '../../components/ResponsiveImage';

export function ProductGallery({ images }: { images: Image[] }) {
  return (
    <div className="gallery">
      {images.map((image, index) => (
        <ResponsiveImage key={image.src} className="gallery__image" src={image.src} alt={image.alt} width={640} height={800} eager={index === 0} />
      ))}
    </div>
  );
}
