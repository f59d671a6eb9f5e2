import { forwardRef, Fragment, useEffect, useRef } from 'react';
import { addressLines, postalOfStored } from '../../../shared/address/display';
import { getSite } from '../../../shared/site';
import { formatPhone } from '../../../shared/validation/phone';
import type { StoredAddress } from '../../../shared/address/schemas/address';
import { useLocale, useT } from '../../state/i18n';
import { addressName } from './address-words';

export interface AddressCardProps {
  address: StoredAddress;
  busy: boolean;
  confirming: boolean;
  onEdit: () => void;
  onMakeMain: () => void;
  onAskDelete: () => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

/**
 * One saved address: the recipient and place, the main mark of its type, and its actions. Delete
 * asks first, in place; the confirmation takes focus, and cancelling gives it back to Delete.
 * The card's heading takes focus after the address was saved.
 */
export const AddressCard = forwardRef<HTMLHeadingElement, AddressCardProps>(function AddressCard(
  { address, busy, confirming, onEdit, onMakeMain, onAskDelete, onConfirmDelete, onCancelDelete },
  heading,
) {
  const t = useT();
  const confirm = useRef<HTMLButtonElement>(null);
  const remove = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  useEffect(() => {
    if (confirming) confirm.current?.focus();
    else if (wasConfirming.current) remove.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  const locale = useLocale();
  const siteCountry = getSite(locale)?.country ?? '';
  const name = addressName(address);
  // The recipient is the card's heading; the rest as the address's country writes it.
  const lines = addressLines(postalOfStored(address), { locale, siteCountry }).slice(1);
  const headingId = `address-${address.id}`;
  return (
    <article className="address-card" aria-labelledby={headingId} data-address-id={address.id}>
      <h3 id={headingId} ref={heading} tabIndex={-1} className="address-card__name">
        {address.recipientFirstName} {address.recipientLastName}
      </h3>
      {address.main ? <p className="address-card__main">{address.approachType === 'S' ? t('addresses.mainShipping') : t('addresses.mainBilling')}</p> : null}
      <address className="address-card__lines">
        {lines.map((line, index) => (
          <Fragment key={index}>
            {line}
            <br />
          </Fragment>
        ))}
        {formatPhone(address.recipientContactPhone, { phoneCountry: siteCountry })}
        <br />
        {address.recipientContactEmail}
      </address>
      {confirming ? (
        <div className="address-card__confirm" role="group" aria-label={t('addresses.confirmDelete')}>
          <p>{t('addresses.confirmDelete')}</p>
          <button ref={confirm} type="button" className="button button--danger" disabled={busy} onClick={onConfirmDelete}>
            {t('addresses.confirmDeleteYes')}
          </button>
          <button type="button" className="button" onClick={onCancelDelete}>
            {t('addresses.cancel')}
          </button>
        </div>
      ) : (
        <div className="address-card__actions">
          <button type="button" className="button" disabled={busy} onClick={onEdit} aria-label={t('addresses.editLabel', { address: name })}>
            {t('addresses.edit')}
          </button>
          {address.main ? null : (
            <button type="button" className="button" disabled={busy} onClick={onMakeMain} aria-label={t('addresses.setMainLabel', { address: name })}>
              {t('addresses.setMain')}
            </button>
          )}
          <button ref={remove} type="button" className="button" disabled={busy} onClick={onAskDelete} aria-label={t('addresses.deleteLabel', { address: name })}>
            {t('addresses.delete')}
          </button>
        </div>
      )}
    </article>
  );
});
