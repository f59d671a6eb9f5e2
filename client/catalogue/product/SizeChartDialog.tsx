import { useEffect, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { SizeChartSchema, type SizeChart } from '../../../shared/catalogue/schemas/product-sets';
import { callFapi } from '../../api';
import { useT } from '../../state/i18n';
import { errorMessage } from '../../../shared/i18n';
import { sizeChart } from '../../../shared/fapi/routes/size-chart';

type State = { kind: 'loading' } | { kind: 'ready'; chart: SizeChart } | { kind: 'missing' } | { kind: 'error'; message: string };

/** The size chart (size-chart/{productType}), fetched the first time the dialog opens. */
export function SizeChartBody({ productType }: { productType: string }) {
  useSignals();
  const t = useT();
  const [state, setState] = useState<State>({ kind: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    callFapi(sizeChart.read, SizeChartSchema, { params: { productType }, signal: controller.signal })
      .then((result) => setState(result.ok ? { kind: 'ready', chart: result.data } : result.status === 404 ? { kind: 'missing' } : { kind: 'error', message: errorMessage(t, result.error) }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [productType]);

  if (state.kind === 'loading') return <p role="status" aria-busy="true">{t('sizeChart.loading')}</p>;
  if (state.kind === 'missing') return <p role="status">{t('sizeChart.missing')}</p>;
  if (state.kind === 'error') return <p role="alert">{state.message}</p>;
  const { chart } = state;
  return (
    <div className="size-chart">
      <div className="size-chart__scroll" tabIndex={0} role="region" aria-label={chart.title}>
        <table className="size-chart__table">
          <caption>{chart.title}</caption>
          <thead>
            <tr>
              {chart.columns.map((column) => (
                <th key={column} scope="col">{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((row) => (
              <tr key={row.join('|')}>
                {row.map((cell, index) =>
                  index === 0 ? <th key={index} scope="row">{cell}</th> : <td key={index}>{cell}</td>,
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="size-chart__guidance">{chart.guidance}</p>
    </div>
  );
}
