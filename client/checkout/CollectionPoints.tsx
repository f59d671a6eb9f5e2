import type { Site } from '../../shared/site';
import { useId, useState, type FormEvent } from 'react';
import type { CheckoutState, CollectionPoints as Points } from '../../shared/checkout/checkout-routes';
import { useT } from '../state/i18n';
import { chooseCollectionPoint, findCollectionPoints } from './checkout-client';
import { storeLine } from './pickup-words';
import { addressLine, checkoutError } from './checkout-words';

/** A pick-up point shipment's collection point: those near a postal code, and the one chosen becomes its address. */
export function CollectionPoints({ site, shipment, onState }: { site: Site; shipment: CheckoutState['shipments'][number]; onState(state: CheckoutState): void }) {
  const t = useT();
  const id = useId();
  const [postalCode, setPostalCode] = useState(shipment.address?.postalCode ?? '');
  const [points, setPoints] = useState<Points['points'] | null>(null);
  const [searched, setSearched] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function find(event: FormEvent) {
    event.preventDefault();
    if (busy || postalCode.trim().length < 2) return;
    setBusy(true);
    const result = await findCollectionPoints(postalCode.trim());
    setBusy(false);
    setProblem(result.ok ? null : checkoutError(t, result.error));
    setPoints(result.ok ? result.data.points : null);
    setSearched(postalCode.trim());
  }

  async function choose(storeId: string) {
    setBusy(true);
    const result = await chooseCollectionPoint({ shippingId: shipment.shippingId, postalCode: searched, storeId });
    setBusy(false);
    if (result.ok) {
      setPoints(null);
      onState(result.data);
    } else setProblem(checkoutError(t, result.error));
  }

  return (
    <div className="checkout-pudo">
      <h4>{t('checkout.pudo.title')}</h4>
      {shipment.address ? <p data-testid="collection-point">{t('checkout.pudo.chosen', { point: addressLine(shipment.address, site) })}</p> : null}
      <form className="checkout-pudo__search" onSubmit={(event) => void find(event)} noValidate>
        <label htmlFor={`${id}-postal`}>{t('checkout.pudo.postalCode')}</label>
        <input id={`${id}-postal`} name="postalCode" autoComplete="postal-code" maxLength={10} value={postalCode} onChange={(event) => setPostalCode(event.target.value)} />
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {t('checkout.pudo.find')}
        </button>
      </form>
      {problem ? <p role="alert">{problem}</p> : null}
      <div role="status">
        {points === null ? null : points.length === 0 ? (
          <p>{t('checkout.pudo.none')}</p>
        ) : (
          <ul className="checkout-pudo__points">
            {points.map((point) => (
              <li key={point.storeId}>
                <span>{`${point.name}, ${storeLine(point)}`}</span>{' '}
                <button type="button" className="button button--secondary" disabled={busy} onClick={() => void choose(point.storeId)}>
                  {t('checkout.pudo.choose', { name: point.name })}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
