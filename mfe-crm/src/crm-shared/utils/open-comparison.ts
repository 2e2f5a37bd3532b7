import { proposalStorageKeys, workplacePath, type SavedProposal } from '@solar/shared';

/**
 * Hands the selected versions to the comparison window through local storage and opens it. Answers
 * false when the browser blocked the window. No `noopener`: with it `window.open` always answers
 * null and a blocked pop-up could not be told apart.
 */
export function openComparison(
  selected: readonly SavedProposal[],
  storage: Storage = window.localStorage,
  open: typeof window.open = (...args) => window.open(...args),
): boolean {
  storage.setItem(proposalStorageKeys.compare, JSON.stringify(selected));
  return open(workplacePath('crm/compare-proposals'), '_blank') !== null;
}
