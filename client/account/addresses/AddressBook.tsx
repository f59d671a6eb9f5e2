import { useEffect, useMemo, useRef, useState } from 'react';
import { formatPhone } from '../../../shared/validation/phone';
import { addressFields, type AddressRules, type ApproachType, type Country, type StoredAddress } from '../../../shared/address/schemas/address';
import { errorMessage } from '../../../shared/i18n';
import type { Site } from '../../../shared/site';
import { useStore } from '../../state/StoreContext';
import { useT } from '../../state/i18n';
import { deleteAddress, readBook, rulesLoader, saveAddress, type BookResult } from './address-client';
import { AddressCard } from './AddressCard';
import { AddressForm, type AddressValues } from './AddressForm';
import type { ErrorId } from '../../../shared/errors';

export interface AddressBookProps {
  site: Site;
  addresses: StoredAddress[];
  countries: readonly Country[];
  rules: AddressRules | null;
}

type Mode = { kind: 'list' } | { kind: 'form'; values: AddressValues; rules: AddressRules | null; addressId?: string };

export const blank = (site: Site): AddressValues => ({
  approachType: 'S', main: false, firstName: '', lastName: '', email: '', phone: '', addressLine1: '', addressLine2: '', city: '', province: '', postalCode: '', countryCode: site.country,
});

/** A kept address as the form's values; the phone shown as its country writes it (with its dial code when it is another country's). */
export function valuesOf(address: StoredAddress): AddressValues {
  return {
    approachType: address.approachType,
    main: address.main,
    ...addressFields(address),
    phone: formatPhone(address.recipientContactPhone, { phoneCountry: address.countryCode }),
  };
}

/**
 * The address book: shipping and billing addresses, each list newest first with its main one
 * marked, and the form to add or edit one. Every change answers the whole book, so the main
 * flags shown are the backend's. Focus goes to the saved address, to the list after a delete,
 * and back to where the shopper was when they cancel.
 */
export function AddressBook({ site, addresses: initial, countries, rules }: AddressBookProps) {
  const t = useT();
  const store = useStore();
  const [addresses, setAddresses] = useState(initial);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const loadRules = useMemo(() => rulesLoader(site.locale, rules), [site.locale, rules]);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const listHeadings = useRef(new Map<ApproachType, HTMLHeadingElement>());
  const addButton = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  // Where focus goes once the change it follows has rendered (the element may not exist before).
  const pendingFocus = useRef<(() => HTMLElement | null | undefined) | null>(null);
  const focusLater = (find: () => HTMLElement | null | undefined) => {
    pendingFocus.current = find;
  };
  useEffect(() => {
    const target = pendingFocus.current?.();
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  function applied(result: BookResult, toast: string, focusId?: (next: StoredAddress[]) => string | undefined): boolean {
    if (!result.ok) {
      setFailure(errorMessage(t, result.error));
      // An address gone from the book (deleted in another tab): show the book as it is now.
      if (result.error.errorId === ('CCA401' satisfies ErrorId)) void readBook(site.locale).then((fresh) => fresh.ok && setAddresses(fresh.data));
      return false;
    }
    const before = new Set(addresses.map((address) => address.id));
    setAddresses(result.data);
    setFailure(null);
    store.toasts.show({ kind: 'success', title: toast });
    const target = focusId?.(result.data) ?? result.data.find((address) => !before.has(address.id))?.id;
    if (target) focusLater(() => headings.current.get(target));
    return true;
  }

  async function openForm(address?: StoredAddress) {
    returnTo.current = document.activeElement as HTMLElement | null;
    setFailure(null);
    setConfirming(null);
    const country = address?.countryCode ?? site.country;
    const countryRules = await loadRules(country);
    setMode({ kind: 'form', values: address ? valuesOf(address) : blank(site), rules: countryRules, ...(address ? { addressId: address.id } : {}) });
    focusLater(() => document.querySelector<HTMLElement>('.address-form__title'));
  }

  function closeForm() {
    setMode({ kind: 'list' });
    const back = returnTo.current;
    focusLater(() => (back?.isConnected ? back : addButton.current));
  }

  async function makeMain(address: StoredAddress) {
    setBusy(true);
    const result = await saveAddress(site.locale, { ...valuesOf(address), main: true }, address.id);
    setBusy(false);
    applied(result, t('addresses.mainChanged'), () => address.id);
  }

  async function remove(address: StoredAddress) {
    setBusy(true);
    const result = await deleteAddress(site.locale, address.id);
    setBusy(false);
    setConfirming(null);
    if (applied(result, t('addresses.deleted'), () => undefined)) focusLater(() => listHeadings.current.get(address.approachType));
  }

  if (mode.kind === 'form') {
    return (
      <AddressForm
        locale={site.locale}
        countries={countries}
        initial={mode.values}
        initialRules={mode.rules}
        loadRules={loadRules}
        {...(mode.addressId ? { addressId: mode.addressId } : {})}
        onCancel={closeForm}
        onSaved={(next) => {
          setMode({ kind: 'list' });
          applied({ ok: true, data: next }, mode.addressId ? t('addresses.updated') : t('addresses.added'), mode.addressId ? () => mode.addressId : undefined);
        }}
      />
    );
  }

  return (
    <div className="address-book">
      {failure ? (
        <p className="address-book__failure" role="alert">
          {failure}
        </p>
      ) : null}
      <button ref={addButton} type="button" className="button button--primary address-book__add" onClick={() => void openForm()}>
        {t('addresses.add')}
      </button>
      {(['S', 'B'] as const).map((type) => {
        const ofType = addresses.filter((address) => address.approachType === type);
        const headingId = `addresses-${type}`;
        return (
          <section key={type} className="address-book__list" aria-labelledby={headingId}>
            <h2
              id={headingId}
              tabIndex={-1}
              ref={(element) => {
                if (element) listHeadings.current.set(type, element);
              }}
            >
              {type === 'S' ? t('addresses.shippingList') : t('addresses.billingList')}
            </h2>
            {ofType.length === 0 ? (
              <p>{t('addresses.noneOfType')}</p>
            ) : (
              <ul>
                {ofType.map((address) => (
                  <li key={address.id}>
                    <AddressCard
                      ref={(element) => {
                        if (element) headings.current.set(address.id, element);
                        else headings.current.delete(address.id);
                      }}
                      address={address}
                      busy={busy}
                      confirming={confirming === address.id}
                      onEdit={() => void openForm(address)}
                      onMakeMain={() => void makeMain(address)}
                      onAskDelete={() => setConfirming(address.id)}
                      onConfirmDelete={() => void remove(address)}
                      onCancelDelete={() => setConfirming(null)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
