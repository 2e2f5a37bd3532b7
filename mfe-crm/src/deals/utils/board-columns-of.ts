import type { DealBoardCard, DealBoardColumn } from '@solar/shared';

/** The pages a column loaded beyond its first, and where the next one starts. */
export interface ExtraPages {
  cards: DealBoardCard[];
  nextCursor: string | null;
}

/** A column as the board shows it. */
export interface ShownColumn {
  stage: DealBoardColumn['stage'];
  count: number;
  systemSizeWatts: number;
  sizedCount: number;
  cards: DealBoardCard[];
  nextCursor: string | null;
}

/**
 * The columns to show: the server's first pages, then the pages loaded with "Load more" (a card
 * already shown earlier is left out: a fresh first page wins over an older loaded copy), then the
 * moves still on their way to the server (`moves`: deal id → stage id). A moving card leaves its
 * column and leads the target's (a move makes it the most recently updated), and both columns'
 * count and kW change with it, until the server's answer shows the card in its new stage.
 */
export function boardColumnsOf(
  columns: readonly DealBoardColumn[],
  extras: Readonly<Record<number, ExtraPages>>,
  moves: ReadonlyMap<number, number>,
): ShownColumn[] {
  // Every first page is fresher than any loaded page: its cards are placed first.
  const seen = new Set(columns.flatMap((column) => column.cards.map((card) => card.id)));
  const shown = columns.map((column): ShownColumn => {
    const extra = extras[column.stage.id];
    const loaded = (extra?.cards ?? []).filter((card) => {
      if (seen.has(card.id) || card.stage_id !== column.stage.id) return false;
      seen.add(card.id);
      return true;
    });
    const cards = [...column.cards, ...loaded];
    return {
      stage: column.stage,
      count: column.count,
      systemSizeWatts: column.system_size_watts,
      sizedCount: column.sized_count,
      cards,
      nextCursor: extra ? extra.nextCursor : column.next_cursor,
    };
  });
  const byStage = new Map(shown.map((column) => [column.stage.id, column]));
  for (const [dealId, toStageId] of moves) {
    const from = shown.find((column) => column.cards.some((card) => card.id === dealId));
    const to = byStage.get(toStageId);
    if (!from || !to || from === to) continue;
    const card = from.cards.find((item) => item.id === dealId)!;
    from.cards = from.cards.filter((item) => item.id !== dealId);
    to.cards = [{ ...card, stage_id: toStageId }, ...to.cards];
    from.count -= 1;
    to.count += 1;
    if (card.system_size_watts !== null) {
      from.systemSizeWatts -= card.system_size_watts;
      from.sizedCount -= 1;
      to.systemSizeWatts += card.system_size_watts;
      to.sizedCount += 1;
    }
  }
  return shown;
}
