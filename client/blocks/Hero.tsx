import type { Hero as HeroBlock } from '../../shared/schemas';
import { ResponsiveImage } from '../components/ResponsiveImage';
import { TargetLinks } from './TargetLinks';

export function Hero({ block, first }: { block: HeroBlock; first: boolean }) {
  const Heading = first ? 'h1' : 'h2';
  return (
    <section className={`hero hero--${block.alignment} hero--gradient-${block.gradientStyle}`} data-block="hero">
      <ResponsiveImage className="hero__media" src={block.media.url} alt={block.media.alt} width={1440} height={Math.round((1440 * block.media.height) / block.media.width)} eager={first} />
      <div className="hero__content">
        {block.eyebrow ? <p className="hero__eyebrow">{block.eyebrow}</p> : null}
        <Heading className="hero__title">{block.title}</Heading>
        {block.subtitle ? <p className="hero__subtitle">{block.subtitle}</p> : null}
        <TargetLinks targets={block.targets} />
      </div>
    </section>
  );
}
