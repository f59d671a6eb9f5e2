import { useEffect, useState } from 'react';
import type { BenefitBar as BenefitBarBlock } from '../../../../shared/content/schemas/blocks/cards';
import { ResponsiveImage } from '../../../components/ResponsiveImage';
import { TargetLinks } from '../../../components/TargetLinks';
import { useT } from '../../../state/i18n';
import { benefitBarClosedKey, readText, writeText } from '../../../persistence';

/**
 * Once closed, a benefit bar stays closed. The flag is stored in local
 * storage as "true" under its own key of the benefitBarClosedKeys family
 * (one per block id), so each bar is remembered on its own.
 */
function readClosed(id: string): boolean {
  return readText(benefitBarClosedKey(id)) === 'true'; // storage blocked: show the bar
}

/** Benefit bar: logo, background image, title, subtitle, info link, targets and an optional close that persists. */
export function BenefitBar({ block }: { block: BenefitBarBlock }) {
  const t = useT();
  const [closed, setClosed] = useState(false);
  // Read after hydration so the server HTML and the first browser render match.
  useEffect(() => {
    if (readClosed(block.id)) setClosed(true);
  }, [block.id]);

  if (closed) return null;

  function close() {
    setClosed(true);
    writeText(benefitBarClosedKey(block.id), 'true'); // storage blocked: closed for this page view only
  }

  return (
    <section className={`benefit-bar benefit-bar--${block.alignment}`} data-block="benefit-bar" aria-label={block.title}>
      {block.backgroundImage ? <ResponsiveImage className="benefit-bar__background" src={block.backgroundImage.url} alt="" width={1440} height={Math.round((1440 * block.backgroundImage.height) / block.backgroundImage.width)} /> : null}
      <div className="benefit-bar__content">
        {block.logo ? <ResponsiveImage className="benefit-bar__logo" src={block.logo.url} alt={block.logo.alt} width={block.logo.width} height={block.logo.height} /> : null}
        <div className="benefit-bar__text">
          <p className="benefit-bar__title">
            {block.title}
            {block.infoIcon ? (
              <a className="benefit-bar__info" href={block.infoIcon.url} aria-label={block.infoIcon.text}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2"><circle cx="12" cy="12" r="9" /><path d="M12 11v6M12 7.5v.5" /></svg>
              </a>
            ) : null}
          </p>
          {block.subtitle ? <p className="benefit-bar__subtitle">{block.subtitle}</p> : null}
        </div>
        <TargetLinks targets={block.targets} className="cta benefit-bar__cta" />
      </div>
      {block.showCloseButton ? (
        <button type="button" className="benefit-bar__close" aria-label={t('blocks.closeTitled', { title: block.title })} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </section>
  );
}
