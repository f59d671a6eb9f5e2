import { useEffect, useState } from 'react';
import type { PromoBar as PromoBarBlock } from '../../../shared/schemas';

/** spec §2 promo bar: rotating messages (autorotateTime seconds), dots when more than one, optional close. */
export function PromoBar({ block }: { block: PromoBarBlock }) {
  const [index, setIndex] = useState(0);
  const [closed, setClosed] = useState(false);
  const [paused, setPaused] = useState(false);
  const count = block.messages.length;

  useEffect(() => {
    if (count < 2 || paused || closed) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), block.autorotateTime * 1000);
    return () => clearInterval(timer);
  }, [count, paused, closed, block.autorotateTime]);

  if (closed || count === 0) return null;
  const message = block.messages[index]!;
  const link = message.targets[0];
  return (
    <section
      className="promo-bar"
      data-block="promo-bar"
      aria-label="Promotions"
      style={{ backgroundColor: message.background, color: message.textColor }}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className="promo-bar__message" aria-live="polite">
        {link ? <a href={link.url}>{message.richText}</a> : message.richText}
      </p>
      {count > 1 ? (
        <div className="promo-bar__dots">
          {block.messages.map((candidate, position) => (
            <button key={candidate.id} type="button" className="promo-bar__dot" aria-label={`Show message ${position + 1} of ${count}`} aria-pressed={position === index} onClick={() => setIndex(position)} />
          ))}
        </div>
      ) : null}
      {block.closable ? (
        <button type="button" className="promo-bar__close" aria-label="Close promotions" onClick={() => setClosed(true)}>×</button>
      ) : null}
    </section>
  );
}
