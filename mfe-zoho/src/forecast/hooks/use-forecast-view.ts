import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type ForecastView = 'month' | 'item';

export interface ForecastItemFigure {
  itemId: number;
  itemno: string;
  month: string;
}

/**
 * The forecast's view (by month or by item) and the chosen figure of the item view, kept in the
 * address (`?view=item&item=7&itemno=ATT-1&month=2027-04`) so Back and a shared link show the same.
 */
export function useForecastView(): {
  view: ForecastView;
  chooseView: (view: ForecastView) => void;
  itemFigure: ForecastItemFigure | null;
  chooseItemFigure: (figure: ForecastItemFigure) => void;
} {
  const [params, setParams] = useSearchParams();
  const view: ForecastView = params.get('view') === 'item' ? 'item' : 'month';
  const itemId = Number(params.get('item'));
  const month = params.get('month') ?? '';
  const itemFigure =
    view === 'item' && Number.isInteger(itemId) && itemId > 0 && /^\d{4}-\d{2}$/.test(month)
      ? { itemId, itemno: params.get('itemno') ?? '', month }
      : null;
  const chooseView = useCallback(
    (next: ForecastView) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          for (const key of ['source', 'item', 'itemno', 'month']) updated.delete(key);
          if (next === 'item') updated.set('view', 'item');
          else updated.delete('view');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  const chooseItemFigure = useCallback(
    (figure: ForecastItemFigure) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('view', 'item');
          updated.set('item', String(figure.itemId));
          updated.set('itemno', figure.itemno);
          updated.set('month', figure.month);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { view, chooseView, itemFigure, chooseItemFigure };
}
