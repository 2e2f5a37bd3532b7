import {
  type DealBoardCard,
  type DealBoardQuery,
  isVersionConflict,
  messages,
  notify,
  serverErrorTextOf,
} from '@solar/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useCrmUpdateDealMutation } from '../../crm-shared/api/deals-endpoints';
import { useCrmDealBoardQuery, useLazyCrmDealBoardPageQuery } from '../api/deal-board-endpoints';
import { boardColumnsOf, type ExtraPages } from '../utils/board-columns-of';

/**
 * The pipeline board's data and actions: the columns under the list's filters, "Load more" per
 * column, and moving a card to another stage. A move shows at once and is saved through the deal
 * update (the same rules and version check as every save); a refusal puts the card back and says
 * why, and a version conflict also reloads the board so it shows what the other person saved.
 */
export function useDealBoard(filters: DealBoardQuery) {
  const board = useCrmDealBoardQuery(filters);
  const [loadPage] = useLazyCrmDealBoardPageQuery();
  const [updateDeal] = useCrmUpdateDealMutation();
  const [extras, setExtras] = useState<Record<number, ExtraPages>>({});
  const [moves, setMoves] = useState<ReadonlyMap<number, number>>(new Map());
  const [loadingStage, setLoadingStage] = useState<number | null>(null);
  // Moves the server has accepted: the next answer of the board shows them, so they end there.
  const saved = useRef(new Set<number>());

  // Pages loaded under other filters belong to another board.
  const filterKey = JSON.stringify(filters);
  const [extrasKey, setExtrasKey] = useState(filterKey);
  if (extrasKey !== filterKey) {
    setExtrasKey(filterKey);
    setExtras({});
  }

  useEffect(() => {
    if (!board.data || saved.current.size === 0) return;
    const done = saved.current;
    saved.current = new Set();
    setMoves((current) => new Map([...current].filter(([dealId]) => !done.has(dealId))));
  }, [board.data]);

  const columns = useMemo(
    () => boardColumnsOf(board.data?.columns ?? [], extras, moves),
    [board.data, extras, moves],
  );

  const withoutMove = (dealId: number) =>
    setMoves((current) => new Map([...current].filter(([id]) => id !== dealId)));

  const move = async (card: DealBoardCard, toStageId: number) => {
    if (card.stage_id === toStageId) return;
    setMoves((current) => new Map(current).set(card.id, toStageId));
    const result = await updateDeal({
      id: card.id,
      payload: { stage: toStageId, version: card.version },
    });
    if ('error' in result) {
      withoutMove(card.id);
      if (isVersionConflict(result.error)) {
        notify.error(messages.dealBoardMoveConflict);
        setExtras({});
        void board.refetch();
        return;
      }
      notify.error(messages.failedToMoveDeal, { description: serverErrorTextOf(result.error) });
      return;
    }
    saved.current.add(card.id);
    notify.success(messages.dealBoardMoved);
  };

  const loadMore = async (stageId: number) => {
    const column = columns.find((item) => item.stage.id === stageId);
    if (!column?.nextCursor) return;
    setLoadingStage(stageId);
    const result = await loadPage({ ...filters, stageId, after: column.nextCursor });
    setLoadingStage(null);
    if (result.error || !result.data) {
      notify.error(messages.failedToLoadMoreDeals, {
        description: serverErrorTextOf(result.error),
      });
      return;
    }
    const page = result.data;
    setExtras((current) => ({
      ...current,
      [stageId]: {
        cards: [...(current[stageId]?.cards ?? []), ...page.cards],
        nextCursor: page.next_cursor,
      },
    }));
  };

  return { board, columns, move, loadMore, loadingStage };
}
