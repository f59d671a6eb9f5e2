import type { PageOf } from '../../../shared/page';
import type { Site } from '../../../shared/site';
import { AccountLayout } from '../AccountLayout';
import { AddressBook } from '../addresses/AddressBook';
import { CanvasSections } from '../../app/CanvasSections';
import { useT } from '../../state/i18n';
import type { ErrorId } from '../../../shared/errors';
import { definePageView } from '../../pages/page-view';

export type AddressesPageProps = PageOf<'account-addresses'> & { site: Site };

/** The account's address book, under the page's CMS canvas; a book that could not be read says why instead. */
export function AddressesPage({ canvas, addresses, problem, countries, rules, site }: AddressesPageProps) {
  const t = useT();
  const signedOut = problem?.errorId === ('AUT432' satisfies ErrorId) || problem?.errorId === ('PRO404' satisfies ErrorId);
  return (
    <AccountLayout title={t('addresses.title')}>
      {canvas ? <CanvasSections canvas={canvas} /> : null}
      {addresses ? (
        <AddressBook site={site} addresses={addresses} countries={countries} rules={rules} />
      ) : signedOut ? (
        <p>
          <a href={`/${site.locale}/sign-in`}>{t('addresses.signIn')}</a>
        </p>
      ) : (
        <p role="alert">{t('addresses.unavailable')}</p>
      )}
    </AccountLayout>
  );
}

/** How the registry's account-addresses page draws its model. */
export const view = definePageView<'account-addresses'>((page, state) => <AddressesPage {...page} site={state.site} />);
