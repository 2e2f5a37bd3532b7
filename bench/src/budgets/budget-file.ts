import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BudgetFile } from './check-budgets';

/** `bench/budgets.json`, read fresh at each call (a test may edit it between runs). */
export function readBudgetFile(): BudgetFile {
  return JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../budgets.json'), 'utf8'),
  ) as BudgetFile;
}

/**
 * The JavaScript a first visit of `page` may transfer, in KiB as the browser receives it: the
 * bench's `JS ≤` check and the end-to-end suite's page budgets both read it here.
 */
export function pageBudgetKiB(page: string): number {
  const budget = readBudgetFile().pages[page]?.jsKiB;
  if (budget === undefined)
    throw new Error(`bench/budgets.json has no budget for the page ${page}`);
  return budget;
}
