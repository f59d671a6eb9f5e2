import type { Block } from '../../shared/schemas';
import { BannerSplit } from './BannerSplit';
import { CategoryCard, Collection } from './Collection';
import { Hero } from './Hero';
import { PromoBar } from './PromoBar';
import { RichText } from './RichText';
import { ThinBanner } from './ThinBanner';

function BlockView({ block, first }: { block: Block; first: boolean }) {
  switch (block.type) {
    case 'hero':
      return <Hero block={block} first={first} />;
    case 'banner-split':
      return <BannerSplit block={block} />;
    case 'collection':
      return <Collection block={block} />;
    case 'category-card':
      return <CategoryCard card={block} />;
    case 'rich-text':
      return <RichText block={block} />;
    case 'banner-thin':
      return <ThinBanner block={block} />;
    case 'promo-bar':
      return <PromoBar block={block} />;
    // Navigation blocks belong to the header and footer, not the page body.
    case 'mega-menu':
    case 'footer':
      return null;
  }
}

/** Renders a canvas section; `leadsPage` lets the first hero be the page's h1. */
export function BlockList({ blocks, leadsPage = false }: { blocks: Block[]; leadsPage?: boolean }) {
  const firstHero = leadsPage ? blocks.findIndex((block) => block.type === 'hero') : -1;
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={block.id} block={block} first={index === firstHero} />
      ))}
    </>
  );
}
