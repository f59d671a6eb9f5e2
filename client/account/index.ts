/*
 * The shopper's account in the browser: signing in and up, the profile, the address book and the
 * orders, as the checkout and the loyalty enrolment use them.
 */
export { AccountLayout } from './AccountLayout';
export { ForgotPasswordForm } from './ForgotPasswordForm';
export { InterestChoices } from './InterestChoices';
export { SignInForm } from './SignInForm';
export { accountClient, loadProfile } from './account-client';
export { blank, valuesOf } from './addresses/AddressBook';
export { AddressForm } from './addresses/AddressForm';
export type { AddressRefusal, AddressValues } from './addresses/AddressForm';
export { rulesLoader } from './addresses/address-client';
export { welcomeSignedIn } from './dialogs/SignInDialog';
export { useInterestChoice } from './interest-choice';
export { OrderContents } from './orders/OrderContents';
export { createProfileStore } from './profile-store';
export type { ProfileStore, ProfileUpdate } from './profile-store';
export { SignUpForm } from './sign-up/SignUpForm';
export { SmsOptIn } from './SmsOptIn';
export type { SmsOptInProps } from './SmsOptIn';
