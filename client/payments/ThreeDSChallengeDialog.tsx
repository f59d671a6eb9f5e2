import { useEffect, useRef } from 'react';
import { ThreeDSMessageSchema } from '../../shared/checkout/checkout-routes';
import { useT } from '../state/i18n';

export interface ChallengeBodyProps {
  /** The card issuer's challenge page, served from the payment provider's origin. */
  challengeUrl: string;
  /** The only origin whose messages count: the payment provider's. */
  origin: string;
  onResult(result: string): void;
}

/**
 * The card issuer's 3-D Secure challenge in a frame. Its answer comes back as a message from the
 * frame; one from any other window or origin is ignored, so no other page can pass the challenge.
 */
export function ChallengeBody({ challengeUrl, origin, onResult }: ChallengeBodyProps) {
  const t = useT();
  const frame = useRef<HTMLIFrameElement>(null);
  const done = useRef(false);

  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow || done.current) return;
      const message = ThreeDSMessageSchema.safeParse(event.data);
      if (!message.success) return;
      done.current = true;
      onResult(message.data.result);
    }
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, onResult]);

  return (
    <div className="challenge">
      <p>{t('checkout.challenge.intro')}</p>
      <iframe ref={frame} className="challenge__frame" src={challengeUrl} title={t('checkout.challenge.frameTitle')} referrerPolicy="no-referrer" />
    </div>
  );
}
