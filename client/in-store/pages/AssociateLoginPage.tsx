import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/i18n';
import type { UtilityStore } from '../../../shared/in-store';
import type { ParsedCanvas } from '../../../shared/page';
import type { StoreEmployees } from '../../../shared/location/schemas/stores';
import { CanvasSections } from '../../app/CanvasSections';
import { Alert, Button, RadioCard } from '../../components/ui';
import { useT } from '../../state/i18n';
import { logInAgent, storeEmployees } from '../in-store-client';
import { definePageView } from '../../pages/page-view';

export interface AssociateLoginProps {
  canvas: ParsedCanvas | null;
  stores: UtilityStore[] | null;
}

type Staff = { storeId: string; status: 'loading' } | { storeId: string; status: 'ready'; employees: StoreEmployees['employees'] } | { storeId: string; status: 'error' };

/**
 * /associate-login: an associate chooses their store, then themselves among its staff, then logs
 * in to sell in store; the session is the worker's, and the page goes home once it holds it.
 */
export function AssociateLogin({ canvas, stores }: AssociateLoginProps) {
  const t = useT();
  const id = useId();
  const [storeId, setStoreId] = useState<string | null>(null);
  const [staff, setStaff] = useState<Staff | null>(null);
  const [employeeId, setEmployeeId] = useState('');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);

  // Each store chosen asks for its own staff; an answer for a store no longer chosen is dropped.
  useEffect(() => {
    if (!storeId) return;
    const controller = new AbortController();
    setStaff({ storeId, status: 'loading' });
    setEmployeeId('');
    void storeEmployees(storeId, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      setStaff(result.ok ? { storeId, status: 'ready', employees: result.data.employees } : { storeId, status: 'error' });
    });
    return () => controller.abort();
  }, [storeId]);

  useEffect(() => {
    if (refusal) refusalRef.current?.focus();
  }, [refusal]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!storeId || !employeeId || busy) return;
    setBusy(true);
    setRefusal(null);
    const result = await logInAgent(storeId, employeeId);
    if (result.ok) {
      // Home, under the site's locale (the path's first segment).
      window.location.assign(`/${window.location.pathname.split('/')[1] ?? ''}`);
      return;
    }
    setBusy(false);
    setRefusal(errorMessage(t, result.error));
  }

  return (
    <div className="associate-login">
      <h1 className="page-title">{t('inStore.title')}</h1>
      <p>{t('inStore.intro')}</p>
      {stores === null ? (
        <Alert tone="error">{t('inStore.storesUnavailable')}</Alert>
      ) : (
        <form className="associate-login__form" onSubmit={(event) => void submit(event)} noValidate>
          <fieldset className="associate-login__stores">
            <legend>{t('inStore.store')}</legend>
            {stores.map((store) => (
              <RadioCard
                key={store.storeId}
                name={`${id}-store`}
                value={store.storeId}
                checked={storeId === store.storeId}
                onChange={() => setStoreId(store.storeId)}
                disabled={busy}
                title={store.name}
                description={
                  <>
                    {[store.address.line1, `${store.address.postalCode} ${store.address.city}`].join(', ')}
                    <br />
                    <span className="visually-hidden">{t('inStore.hours')}: </span>
                    {store.hours.join(' · ')}
                  </>
                }
              />
            ))}
          </fieldset>
          {staff?.status === 'error' ? <Alert tone="error">{t('inStore.employeesUnavailable')}</Alert> : null}
          {staff?.status === 'ready' ? (
            <div className="form-field">
              <label htmlFor={`${id}-employee`}>{t('inStore.employee')}</label>
              <select id={`${id}-employee`} value={employeeId} onChange={(event) => setEmployeeId(event.target.value)} disabled={busy} required>
                <option value="">{t('inStore.chooseEmployee')}</option>
                {staff.employees.map((employee) => (
                  <option key={employee.storeEmployeeId} value={employee.storeEmployeeId}>
                    {employee.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {refusal ? (
            <div ref={refusalRef} tabIndex={-1}>
              <Alert tone="error">{refusal}</Alert>
            </div>
          ) : null}
          <Button type="submit" variant="primary" busy={busy} disabled={!storeId || !employeeId || staff?.status !== 'ready'}>
            {busy ? t('inStore.loggingIn') : t('inStore.login')}
          </Button>
        </form>
      )}
      {canvas ? <CanvasSections canvas={canvas} /> : null}
    </div>
  );
}

export const view = definePageView<'associate-login'>((page) => <AssociateLogin {...page} />);
