import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Site } from '../../shared/site';
import { openEnrolment, useSignInOpener } from '../dialogs/dialog-shells';
import { showFlashToast } from '../state/flash-toast';
import { usePageInfo } from '../state/PageContext';
import { usePersonalisation } from '../decisions';
import { useStore } from '../state/StoreContext';
import { useT } from '../state/i18n';

/**
 * The header's account entry. Signed out, a link to the sign-in page that opens the sign-in
 * dialog instead when script runs. Signed in, a menu with the account and sign-out. The server
 * knows only whether the visitor is signed in (the visitor summary, part of the HTML cache key),
 * never who: the first name arrives from the session summary after hydration.
 */
export function AccountMenu({ site }: { site: Site }) {
  useSignals();
  const t = useT();
  const store = useStore();
  const { pageType, simplifiedEnrolment } = usePageInfo();
  const { visitor } = usePersonalisation();
  const opener = useSignInOpener();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  // A member's balance line, loaded with its code when the menu opens so no page's first load carries it.
  const [points, setPoints] = useState<ReactNode>();
  // With the simplified enrolment, the entry's first use offers a partially enrolled shopper the rest of their profile.
  const [enrolmentOffered, setEnrolmentOffered] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const summary = store.session.summary.value;
  const signedIn = summary ? summary.type === 'Registered' : visitor.loggedIn;

  useEffect(() => {
    showFlashToast(store.toasts);
    if (visitor.loggedIn) void store.session.load();
  }, [store, visitor.loggedIn]);

  useEffect(() => {
    if (!open) return;
    void import('../loyalty/pages/RewardsPage').then((loyalty) => loyalty.menuPoints(setPoints));
    const outside = (event: Event) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
    };
  }, [open]);

  if (!signedIn) {
    return (
      <a className="account-link" href={`/${site.locale}/sign-in`} {...opener}>
        <PersonIcon />
        <span className="account-entry__label">{t('session.signIn')}</span>
      </a>
    );
  }

  async function signOut() {
    setBusy(true);
    const { signOut: leave } = await import('../account/auth-client');
    const result = await leave(store, { pageType, locale: site.locale, signedOutMessage: t('session.signedOut') });
    if (!result.ok) {
      setBusy(false);
      store.toasts.show({ kind: 'error', title: t('session.signOutFailed') });
    }
  }

  async function toggle() {
    if (open || !simplifiedEnrolment || enrolmentOffered) return setOpen(!open);
    setEnrolmentOffered(true);
    const [{ loadProfile }, { isPartiallyEnrolled }] = await Promise.all([import('../account/account-client'), import('../../shared/loyalty/enrolment')]);
    const profile = await loadProfile();
    if (profile.ok && isPartiallyEnrolled(profile.data.consumerDetails)) openEnrolment(store.dialogs);
    else setOpen(true);
  }

  const name = summary?.type === 'Registered' ? summary.firstName : null;
  return (
    <div
      ref={root}
      className="account-menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button ref={button} type="button" className="account-menu__button" aria-expanded={open} aria-controls={menuId} onClick={() => void toggle()}>
        <PersonIcon />
        <span className="account-entry__label">{name ? t('session.greeting', { name }) : t('session.accountMenu')}</span>
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        <li>
          <a href={`/${site.locale}/account`}>{t('session.account')}</a>
        </li>
        {points}
        <li>
          <button type="button" className="link-button" disabled={busy} onClick={() => void signOut()}>
            {t('session.signOut')}
          </button>
        </li>
      </ul>
    </div>
  );
}

/** Phones show the account entry as this icon alone; its words stay its name. */
function PersonIcon() {
  return (
    <svg className="account-entry__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
