import type { BlockProps } from '../types';
import type { Hero as HeroBlock } from '../../../shared/schemas';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { TargetLinks } from '../../components/TargetLinks';

export function Hero({ block, leadsPage }: BlockProps<HeroBlock>) {
  const Heading = leadsPage ? 'h1' : 'h2';
  return (
    <section className={`hero hero--${block.alignment} hero--gradient-${block.gradientStyle}`} data-block="hero">
      <ResponsiveImage className="hero__media" src={block.media.url} alt={block.media.alt} width={1440} height={Math.round((1440 * block.media.height) / block.media.width)} eager={leadsPage} />
      <div className="hero__content">
        {block.eyebrow ? <p className="hero__eyebrow">{block.eyebrow}</p> : null}
        <Heading className="hero__title">{block.title}</Heading>
        {block.subtitle ? <p className="hero__subtitle">{block.subtitle}</p> : null}
        <TargetLinks targets={block.targets} />
      </div>
    </section>
  );
}
