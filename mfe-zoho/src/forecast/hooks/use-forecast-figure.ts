import { type ForecastDealSource, forecastDealSources } from '@solar/shared';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface ForecastFigure {
  source: ForecastDealSource;
  month: string;
}

/**
 * The figure whose deals are shown, kept in the address (`?source=forecast&month=2027-04`) so Back
 * and a shared link show the same deals.
 */
export function useForecastFigure(): [ForecastFigure | null, (figure: ForecastFigure) => void] {
  const [params, setParams] = useSearchParams();
  const source = params.get('source');
  const month = params.get('month');
  const figure =
    source &&
    month &&
    (forecastDealSources as readonly string[]).includes(source) &&
    /^\d{4}-\d{2}$/.test(month)
      ? { source: source as ForecastDealSource, month }
      : null;
  const choose = useCallback(
    (next: ForecastFigure) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('source', next.source);
          updated.set('month', next.month);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [figure, choose];
}
