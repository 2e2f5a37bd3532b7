import type { DealBoardCard, DealBoardColumn } from '@solar/shared';
import { boardColumnsOf } from '../board-columns-of';

const card = (id: number, stageId: number, watts: number | null = null): DealBoardCard => ({
  id,
  name: `Deal ${id}`,
  stage_id: stageId,
  status: { id: 1, name: 'Draft' },
  sales_person: null,
  system_size_watts: watts,
  version: 1,
  updated_at: '2026-11-20T10:00:00.000Z',
});

const columns: DealBoardColumn[] = [
  {
    stage: { id: 1, name: 'Initial Contact' },
    count: 3,
    system_size_watts: 4000,
    sized_count: 1,
    cards: [card(1, 1, 4000), card(2, 1)],
    next_cursor: 'c1',
  },
  {
    stage: { id: 2, name: 'Qualification' },
    count: 1,
    system_size_watts: 0,
    sized_count: 0,
    cards: [card(3, 2)],
    next_cursor: null,
  },
];

describe('boardColumnsOf', () => {
  it("appends loaded pages after the first, once each, and takes the page's next cursor", () => {
    const shown = boardColumnsOf(
      columns,
      { 1: { cards: [card(2, 1), card(5, 1)], nextCursor: null } },
      new Map(),
    );
    expect(shown[0]!.cards.map((item) => item.id)).toEqual([1, 2, 5]);
    expect(shown[0]!.nextCursor).toBeNull();
    expect(shown[1]!.nextCursor).toBeNull();
  });

  it('shows a move at once: the card leads its new column, counts and kW follow it', () => {
    const shown = boardColumnsOf(columns, {}, new Map([[1, 2]]));
    expect(shown[0]!.cards.map((item) => item.id)).toEqual([2]);
    expect(shown[1]!.cards.map((item) => item.id)).toEqual([1, 3]);
    expect(shown[1]!.cards[0]!.stage_id).toBe(2);
    expect([shown[0]!.count, shown[1]!.count]).toEqual([2, 2]);
    expect([shown[0]!.systemSizeWatts, shown[1]!.systemSizeWatts]).toEqual([0, 4000]);
    expect([shown[0]!.sizedCount, shown[1]!.sizedCount]).toEqual([0, 1]);
  });

  it('counts a move once the server already shows it, and drops a stale loaded copy', () => {
    const after: DealBoardColumn[] = [
      { ...columns[0]!, count: 2, cards: [card(2, 1)] },
      { ...columns[1]!, count: 2, cards: [card(1, 2), card(3, 2)] },
    ];
    const shown = boardColumnsOf(
      after,
      { 1: { cards: [card(1, 1)], nextCursor: null } },
      new Map([[1, 2]]),
    );
    expect(shown[0]!.cards.map((item) => item.id)).toEqual([2]);
    expect(shown[1]!.cards.map((item) => item.id)).toEqual([1, 3]);
    expect([shown[0]!.count, shown[1]!.count]).toEqual([2, 2]);
  });
});
