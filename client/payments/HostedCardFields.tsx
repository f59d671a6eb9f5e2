import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';

/*
 * The payment provider's hosted card fields, framed from the provider's own origin: the card
 * number and security code are typed into the provider's page, which this page's JavaScript cannot
 * read, and the provider hands back a single-use token with the brand, last four digits and
 * expiry. Messages go only to the provider's origin and are taken only from that frame.
 * The message types are the provider's (mocks/payments/hosted-fields-page.ts plays it).
 */

export interface CardFieldsFrame {
  /** The provider's origin: where messages go and the only one they are taken from. */
  origin: string;
  src: string;
}

export interface CardToken {
  token: string;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
}

/** A token, or why there is none: the fields said the card is not valid, or the provider could not be reached. */
export type TokeniseOutcome = { ok: true; card: CardToken } | { ok: false; reason: 'invalid' | 'failed' };

export interface HostedCardFieldsHandle {
  /** Asks the provider to tokenise what was typed, with the expiry the page's own field holds. */
  tokenise(expiry: { expiryMonth: number; expiryYear: number }): Promise<TokeniseOutcome>;
}

export interface HostedCardFieldsProps {
  frame: CardFieldsFrame;
  /** The frame's accessible name. */
  title: string;
}

/** How long the page waits for the provider's answer before calling it failed. */
const TOKENISE_TIMEOUT_MS = 15_000;
const PREFIX = 'ridgeline:card-fields:';

function cardTokenOf(data: Record<string, unknown>): CardToken | null {
  const { token, brand, last4, expiryMonth, expiryYear } = data;
  if (typeof token !== 'string' || typeof brand !== 'string' || typeof last4 !== 'string' || !/^\d{4}$/.test(last4)) return null;
  if (typeof expiryMonth !== 'number' || typeof expiryYear !== 'number') return null;
  return { token, brand, last4, expiryMonth, expiryYear };
}

export const HostedCardFields = forwardRef<HostedCardFieldsHandle, HostedCardFieldsProps>(function HostedCardFields({ frame, title }, ref) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const pending = useRef(new Map<string, (outcome: TokeniseOutcome) => void>());
  // The frame says when its script is listening; a request sent before then would be lost.
  const ready = useRef<{ done: boolean; waiters: Array<() => void> }>({ done: false, waiters: [] });

  useEffect(() => {
    const waiting = pending.current;
    function onMessage(event: MessageEvent) {
      if (event.origin !== frame.origin || event.source !== iframe.current?.contentWindow) return;
      const data = event.data as Record<string, unknown> | null;
      if (data?.type === `${PREFIX}ready`) {
        ready.current.done = true;
        for (const wake of ready.current.waiters.splice(0)) wake();
        return;
      }
      if (!data || typeof data.type !== 'string' || typeof data.requestId !== 'string') return;
      const settle = waiting.get(data.requestId);
      if (!settle) return;
      waiting.delete(data.requestId);
      const card = data.type === `${PREFIX}token` ? cardTokenOf(data) : null;
      if (card) settle({ ok: true, card });
      else settle({ ok: false, reason: data.type === `${PREFIX}invalid` ? 'invalid' : 'failed' });
    }
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      for (const settle of waiting.values()) settle({ ok: false, reason: 'failed' });
      waiting.clear();
    };
  }, [frame.origin]);

  useImperativeHandle(
    ref,
    () => ({
      tokenise({ expiryMonth, expiryYear }) {
        const target = iframe.current?.contentWindow;
        if (!target) return Promise.resolve({ ok: false, reason: 'failed' });
        const requestId = crypto.randomUUID();
        return new Promise<TokeniseOutcome>((resolve) => {
          const timer = setTimeout(() => {
            pending.current.delete(requestId);
            resolve({ ok: false, reason: 'failed' });
          }, TOKENISE_TIMEOUT_MS);
          pending.current.set(requestId, (outcome) => {
            clearTimeout(timer);
            resolve(outcome);
          });
          const send = () => target.postMessage({ type: `${PREFIX}tokenise`, requestId, expiryMonth, expiryYear }, frame.origin);
          if (ready.current.done) send();
          else ready.current.waiters.push(send);
        });
      },
    }),
    [frame.origin],
  );

  return <iframe ref={iframe} className="card-fields" src={frame.src} title={title} referrerPolicy="no-referrer" />;
});
