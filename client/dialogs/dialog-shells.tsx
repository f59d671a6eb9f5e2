import { useEffect } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import type { Site } from '../../shared/site';
import { Dialog } from '../components/Dialog';
import { LazyDialog, Loading } from './LazyDialog';
import { preloadable, preloadOf, type Preloadable } from '../app/preloadable';
import type { MessageKey } from '../../shared/i18n';
import { useStore } from '../state/StoreContext';
import { usePageInfo } from '../state/PageContext';
import type { DialogManager } from '../state/dialog-manager';
import { useT } from '../state/i18n';
import {
  ENROLMENT_DIALOG,
  EMPLOYEE_TERMS_DIALOG,
  FORGOT_PASSWORD_DIALOG,
  LOYALTY_SIGN_UP_DIALOG,
  MINI_CART_DIALOG,
  PICKUP_IN_STORE_DIALOG,
  QUICKSHOP_DIALOG,
  SIGN_IN_DIALOG,
  SIGN_UP_DIALOG,
  SIZE_CHART_DIALOG,
  INTERESTS_DIALOG,
  WELCOME_DIALOG,
} from './dialog-ids';
import { EmployeeTermsBody, openEmployeeTerms, owesEmployeeTerms } from './employee-terms';

/*
 * The server renders every dialog closed, so the <dialog> itself must hydrate with the page;
 * what a dialog shows only exists while it is open, so that part is in a chunk of its own,
 * fetched the first time the dialog opens.
 */

const QuickShopBody = preloadable(() => import('../catalogue/quickshop/QuickShopDialog').then((m) => m.QuickShopBody));
const PickupSearch = preloadable(() => import('../cart/PickupInStoreDialog').then((m) => m.PickupSearch));
const SizeChartBody = preloadable(() => import('../catalogue/product/SizeChartDialog').then((m) => m.SizeChartBody));
const MiniCartBody = preloadable(() => import('../cart/MiniCartDialog').then((m) => m.MiniCartBody));
const SignUpBody = preloadable(() => import('../account/dialogs/SignUpDialog').then((m) => m.SignUpBody));
const ForgotPasswordBody = preloadable(() => import('../account/dialogs/ForgotPasswordDialog').then((m) => m.ForgotPasswordBody));
const SignInBody = preloadable(() => import('../account/dialogs/SignInDialog').then((m) => m.SignInBody));
const EnrolmentBody = preloadable(() => import('../loyalty/EnrolmentDialog').then((m) => m.EnrolmentBody));

/** The shell of a dialog whose body is a chunk of its own: its props go to that body. */
function lazyShell<P extends object>(id: string, title: MessageKey, Body: Preloadable<P>) {
  return function LazyShell(props: P) {
    const t = useT();
    return (
      <LazyDialog id={id} title={t(title)}>
        <Body {...props} />
      </LazyDialog>
    );
  };
}

/** The props of a button that opens dialog `id`, fetching its body's code as soon as the shopper points at it. */
function useOpener(id: string, body: { preload: () => Promise<void> }) {
  const { dialogs } = useStore();
  const preload = preloadOf(body);
  return { onPointerEnter: preload, onFocus: preload, onClick: () => dialogs.open(id) };
}

/**
 * The page's single quickshop dialog: tiles only set `store.quickshop`; its body fetches
 * the product and its availability and reuses the product page's picker and button.
 */
export function QuickShopDialog({ site }: { site: Site }) {
  useSignals();
  const t = useT();
  const { quickshop } = useStore();
  const target = quickshop.value;
  return (
    <Dialog id={QUICKSHOP_DIALOG} title={target ? target.productName : t('quickshop.title')}>
      {target ? (
        <Loading>
          <QuickShopBody key={target.productId} productId={target.productId} site={site} origin={target.origin ?? 'grid'} />
        </Loading>
      ) : null}
    </Dialog>
  );
}

/** The pickup-in-store dialog: stores near a postal code or city, with their stock of the chosen size. */
export const PickupInStoreDialog = lazyShell(PICKUP_IN_STORE_DIALOG, 'product.pickUpInStore', PickupSearch);

/** The button beside the size picker. */
export function SizeChartButton() {
  const t = useT();
  return (
    <button type="button" className="link-button size-chart-button" {...useOpener(SIZE_CHART_DIALOG, SizeChartBody)}>
      {t('product.sizeChart')}
    </button>
  );
}

export const SizeChartDialog = lazyShell(SIZE_CHART_DIALOG, 'product.sizeChart', SizeChartBody);

/** The mini-cart: what an add just did to the cart, with the way on to the cart and checkout. */
export const MiniCartDialog = lazyShell(MINI_CART_DIALOG, 'cart.miniCart', MiniCartBody);

/** Opens the mini-cart. */
export function MiniCartButton() {
  const t = useT();
  return (
    <button type="button" className="mini-cart-button" aria-label={t('cart.openMiniCart')} {...useOpener(MINI_CART_DIALOG, MiniCartBody)}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

/** The forgot-password dialog: asks for a reset link by email. */
export const ForgotPasswordDialog = lazyShell(FORGOT_PASSWORD_DIALOG, 'password.forgotTitle', ForgotPasswordBody);

/** Opens the forgot-password dialog, e.g. from the sign-in dialog's "forgot password" link (the sign-in dialog closes). */
export function openForgotPassword(dialogs: DialogManager): void {
  preloadOf(ForgotPasswordBody)();
  dialogs.open(FORGOT_PASSWORD_DIALOG);
}

/**
 * The employee discount terms, with their acceptance. Closing them hands focus to the header's
 * account menu: the dialog often opens from a sign-in whose own dialog (and opener) is gone.
 */
export function EmployeeTermsDialog() {
  const t = useT();
  return (
    <LazyDialog id={EMPLOYEE_TERMS_DIALOG} title={t('account.termsTitle')} returnFocus={() => document.querySelector<HTMLElement>('.account-menu__button')}>
      <EmployeeTermsBody dialogId={EMPLOYEE_TERMS_DIALOG} />
    </LazyDialog>
  );
}

/**
 * Opens the employee terms dialog on any page while a signed-in employee has not accepted them.
 * Only a signed-in visitor without the employee role (which accepting the terms grants) costs the
 * session read, after hydration.
 */
export function EmployeeTermsGate({ signedIn }: { signedIn: boolean }) {
  const { session, dialogs } = useStore();
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void session.load().then((summary) => {
      if (live && owesEmployeeTerms(summary)) openEmployeeTerms(dialogs);
    });
    return () => {
      live = false;
    };
  }, [signedIn]);
  return <EmployeeTermsDialog />;
}

/** The sign-in dialog: the header's sign-in link opens it; its form and confirmation load on first use. */
export const SignInDialog = lazyShell(SIGN_IN_DIALOG, 'signIn.title', SignInBody);

/**
 * The props that make a link open the sign-in dialog, or the simplified enrolment dialog when that
 * feature is on (fetching its code as the shopper points at it); without script the link goes to
 * the sign-in page.
 */
export function useSignInOpener() {
  const { dialogs } = useStore();
  const { simplifiedEnrolment } = usePageInfo();
  const preload = preloadOf(simplifiedEnrolment ? EnrolmentBody : SignInBody);
  return {
    onPointerEnter: preload,
    onFocus: preload,
    onClick: (event: { preventDefault(): void }) => {
      event.preventDefault();
      dialogs.open(simplifiedEnrolment ? ENROLMENT_DIALOG : SIGN_IN_DIALOG);
    },
  };
}

/**
 * The simplified enrolment dialog: an email first, then sign-in or sign-up, then the steps that
 * complete a partially enrolled profile. Its body is a chunk of its own. The welcome and the
 * interests are the same flow opened at those steps (their `#modal=` links), in dialogs of their own.
 */
export function EnrolmentDialog({ site }: { site: Site }) {
  const t = useT();
  return ENROLMENT_ENTRIES.map(([id, title, entry]) => (
    <LazyDialog key={id} id={id} title={t(title)}>
      <EnrolmentBody site={site} dialogId={id} {...(entry ? { entry } : {})} />
    </LazyDialog>
  ));
}

const ENROLMENT_ENTRIES = [
  [ENROLMENT_DIALOG, 'enrolment.title', undefined],
  [WELCOME_DIALOG, 'enrolment.welcomeDialogTitle', 'welcome'],
  [INTERESTS_DIALOG, 'enrolment.interestsDialogTitle', 'interests'],
] as const;

/** Opens the enrolment dialog, e.g. for a signed-in shopper whose profile is partially enrolled. */
export function openEnrolment(dialogs: DialogManager): void {
  preloadOf(EnrolmentBody)();
  dialogs.open(ENROLMENT_DIALOG);
}

/**
 * The sign-up dialog and its loyalty variant; CMS buttons open them. The loyalty variant is the
 * enrolment flow offering the programme: an email first, then sign-in, or sign-up with joining
 * ticked; a signed-in shopper who is no member joins in one step, and every new member is welcomed.
 */
export function SignUpDialogs({ site }: { site: Site }) {
  const t = useT();
  return (
    <>
      <LazyDialog id={SIGN_UP_DIALOG} title={t('signUp.title')}>
        <SignUpBody id={SIGN_UP_DIALOG} site={site} />
      </LazyDialog>
      <LazyDialog id={LOYALTY_SIGN_UP_DIALOG} title={t('signUp.loyaltyTitle')}>
        <EnrolmentBody site={site} dialogId={LOYALTY_SIGN_UP_DIALOG} offersLoyalty />
      </LazyDialog>
    </>
  );
}
