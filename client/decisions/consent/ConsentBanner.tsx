import { useEffect, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { OPTIONAL_CATEGORIES, type ConsentChoice } from '../../../shared/decisions/consent';
import type { AppState } from '../../../shared/page';
import { pushConsentUpdate, setConsentedCategories } from '../../analytics/data-layer';
import { ACCEPT_ALL, createConsentStore, REJECT_ALL, type ConsentStore } from './consent-store';
import { requestRecalculate } from '../../state/recalculate';
import { useT } from '../../state/i18n';

const TITLE_ID = 'consent-banner-title';
const PANEL_ID = 'consent-banner-manage';

function browserStore(consent: AppState['consent']): ConsentStore {
  return createConsentStore(consent, {
    writeCookie: (cookie) => {
      document.cookie = cookie;
    },
    applyAllowed: (allowed) => {
      setConsentedCategories(allowed);
      pushConsentUpdate(allowed);
      // What fits the visitor may change with their choice (targeting on: the engine may now decide).
      requestRecalculate();
    },
    now: () => new Date(),
    // 127.0.0.1 and https are secure contexts; a Secure cookie set on plain http elsewhere would be dropped.
    secure: typeof window !== 'undefined' && window.isSecureContext,
  });
}

/**
 * Our own minimal consent banner, shown server-side to an EMEA visitor
 * with no readable OptanonConsent cookie. A choice writes that cookie in
 * OneTrust's format; analytics on this page follow at once, and the next
 * navigation gets the worker's new decision.
 */
export function ConsentBanner({ consent }: { consent: AppState['consent'] }) {
  useSignals();
  const t = useT();
  const [store] = useState(() => browserStore(consent));
  const [managing, setManaging] = useState(false);
  const [choice, setChoice] = useState<ConsentChoice>(REJECT_ALL);
  const panelRef = useRef<HTMLFieldSetElement>(null);
  const manageRef = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef<'panel' | 'manage' | null>(null);

  useEffect(() => {
    if (moveFocus.current === 'panel') panelRef.current?.querySelector<HTMLElement>('input:not([disabled])')?.focus();
    if (moveFocus.current === 'manage') manageRef.current?.focus();
    moveFocus.current = null;
  }, [managing]);

  if (!store.needsChoice.value) return null;

  const decide = (next: ConsentChoice) => {
    store.choose(next);
    // The banner unmounts with the focused button: hand focus to the page, not to <body>.
    document.getElementById('main')?.focus();
  };
  const toggleManage = () => {
    moveFocus.current = managing ? 'manage' : 'panel';
    setManaging(!managing);
  };

  return (
    <section className="consent-banner" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID} className="consent-banner__title">{t('consent.title')}</h2>
      <p className="consent-banner__text">
        {t('consent.text')}
      </p>
      {managing ? (
        <fieldset ref={panelRef} id={PANEL_ID} className="consent-banner__categories">
          <legend className="visually-hidden">{t('consent.categories')}</legend>
          <label className="consent-banner__category">
            <input type="checkbox" role="switch" checked disabled aria-describedby="consent-C0001-description" />
            <span className="consent-banner__name">{t('consent.C0001.name')}</span>
            <span id="consent-C0001-description" className="consent-banner__description">{t('consent.C0001.description')}</span>
          </label>
          {OPTIONAL_CATEGORIES.map((id) => (
            <label key={id} className="consent-banner__category">
              <input
                type="checkbox"
                role="switch"
                name={id}
                checked={choice[id]}
                aria-describedby={`consent-${id}-description`}
                onChange={(event) => setChoice({ ...choice, [id]: event.currentTarget.checked })}
              />
              <span className="consent-banner__name">{t(`consent.${id}.name`)}</span>
              <span id={`consent-${id}-description`} className="consent-banner__description">{t(`consent.${id}.description`)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="consent-banner__actions">
        <button type="button" className="consent-banner__button consent-banner__button--primary" onClick={() => decide(ACCEPT_ALL)}>{t('consent.acceptAll')}</button>
        <button type="button" className="consent-banner__button" onClick={() => decide(REJECT_ALL)}>{t('consent.rejectAll')}</button>
        {managing ? (
          <button type="button" className="consent-banner__button" onClick={() => decide(choice)}>{t('consent.save')}</button>
        ) : null}
        <button ref={manageRef} type="button" className="consent-banner__button consent-banner__button--link" aria-expanded={managing} aria-controls={managing ? PANEL_ID : undefined} onClick={toggleManage}>
          {t('consent.manage')}
        </button>
      </div>
    </section>
  );
}
