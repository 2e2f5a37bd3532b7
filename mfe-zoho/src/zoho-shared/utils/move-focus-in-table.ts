import type { KeyboardEvent } from 'react';

const steps: Record<string, [rows: number, columns: number]> = {
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
};

/** The row before or after, across the header and body. */
function besideRow(row: Element, step: number): Element | null {
  const beside = step < 0 ? row.previousElementSibling : row.nextElementSibling;
  if (beside) return beside;
  const section =
    step < 0 ? row.parentElement?.previousElementSibling : row.parentElement?.nextElementSibling;
  return (step < 0 ? section?.lastElementChild : section?.firstElementChild) ?? null;
}

/** The row `step` rows away that has a cell in `column` (rows spanning the table are skipped). */
function rowAway(row: HTMLTableRowElement, step: number, column: number) {
  let next = besideRow(row, step);
  while (next instanceof HTMLTableRowElement && next.cells.length <= column) {
    next = besideRow(next, step);
  }
  return next instanceof HTMLTableRowElement ? next : null;
}

/**
 * Arrow keys move from cell to cell of a planning grid, so a planner walks the weeks and items
 * without tabbing through every figure; the figure a cell holds takes the focus (Enter opens its
 * sources), else the cell itself, so a screen reader reads it.
 */
export function moveFocusInTable(event: KeyboardEvent<HTMLElement>): void {
  const step = steps[event.key];
  if (!step || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  if (!(event.target instanceof HTMLElement)) return;
  const cell = event.target.closest('td, th');
  const row = cell?.parentElement;
  if (!(cell instanceof HTMLTableCellElement) || !(row instanceof HTMLTableRowElement)) return;
  const [rowStep, columnStep] = step;
  const target =
    rowStep === 0
      ? row.cells[cell.cellIndex + columnStep]
      : rowAway(row, rowStep, cell.cellIndex)?.cells[cell.cellIndex];
  if (!target) return;
  event.preventDefault();
  const inside = target.querySelector<HTMLElement>('button, a[href], input');
  if (inside) {
    inside.focus();
    return;
  }
  target.tabIndex = -1;
  target.focus();
}
