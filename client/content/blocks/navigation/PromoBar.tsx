import { useEffect, useState, type CSSProperties } from 'react';
import type { PromoBar as PromoBarBlock } from '../../../../shared/content/schemas/blocks/navigation';
import type { BlockProps } from '../types';
import { messageLink, visibleMessages } from './promo-messages';
import { promoBarClosedKey, readText, writeText } from '../../../persistence';
import { useT } from '../../../state/i18n';
import { useInSiteFragment } from '../../../components/site-fragment';

/** Rich text with its own links cannot sit inside the message link (nested anchors do not hydrate). */
const hasOwnLinks = (html: string) => /<a\b/i.test(html);

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

function Arrow({ direction, onClick }: { direction: 'previous' | 'next'; onClick: () => void }) {
  const t = useT();
  return (
    <button type="button" className={`promo-bar__arrow promo-bar__arrow--${direction}`} aria-label={direction === 'next' ? t('promo.next') : t('promo.previous')} onClick={onClick}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d={direction === 'next' ? 'M6 3l5 5-5 5' : 'M10 3L5 8l5 5'} fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

/**
 * Promo bar: rotates its messages every autorotateTime seconds
 * (paused on hover, focus and reduced motion), arrows and dots when there is
 * more than one, and a close remembered in local storage under its own key
 * of the promoBarClosedKeys family, one per block id (read after hydration).
 */
export function PromoBar({ block }: BlockProps<PromoBarBlock>) {
  const t = useT();
  const siteWide = useInSiteFragment();
  const messages = visibleMessages(block);
  const count = messages.length;
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState(false);
  const [paused, setPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);

  useEffect(() => {
    if (block.closable && readText(promoBarClosedKey(block.id)) === 'true') setClosed(true);
    setReducedMotion(prefersReducedMotion());
  }, [block.closable, block.id]);

  const playing = count > 1 && !paused && !closed && !reducedMotion;
  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), block.autorotateTime * 1000);
    return () => clearInterval(timer);
  }, [playing, count, block.autorotateTime]);

  if (closed || count === 0) return null;
  const message = messages[index % count]!;
  const link = messageLink(message);
  const go = (step: number) => setIndex((current) => (current + step + count) % count);
  const close = () => {
    writeText(promoBarClosedKey(block.id), 'true');
    setClosed(true);
  };
  const style = {
    backgroundColor: message.background,
    color: message.textColor,
    '--promo-hover': message.hoverLinkColor,
  } as CSSProperties;

  return (
    <section
      className="promo-bar"
      data-block="promo-bar"
      aria-label={siteWide ? t('promo.label') : t('promo.labelInPage')}
      aria-roledescription={t('blocks.carousel')}
      style={style}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
    >
      {count > 1 ? <Arrow direction="previous" onClick={() => go(-1)} /> : null}
      <div className="promo-bar__viewport" aria-live={playing ? 'off' : 'polite'}>
        {link && !hasOwnLinks(message.richText) ? (
          <a key={message.id} className="promo-bar__message" href={link.url} target={link.targetAttribute} dangerouslySetInnerHTML={{ __html: message.richText }} />
        ) : (
          <div key={message.id} className="promo-bar__message" dangerouslySetInnerHTML={{ __html: message.richText }} />
        )}
      </div>
      {count > 1 ? <Arrow direction="next" onClick={() => go(1)} /> : null}
      {count > 1 ? (
        <div className="promo-bar__dots">
          {messages.map((candidate, position) => (
            <button key={candidate.id} type="button" className="promo-bar__dot" aria-label={t('promo.show', { position: position + 1, count })} aria-pressed={position === index % count} onClick={() => setIndex(position)} />
          ))}
        </div>
      ) : null}
      {block.closable ? (
        <button type="button" className="promo-bar__close" aria-label={t('promo.close')} onClick={close}>
          <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      ) : null}
    </section>
  );
}
