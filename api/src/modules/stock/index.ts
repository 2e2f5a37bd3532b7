// What other modules (purchase orders, non-conforming material, shipping, planning) use of stock.
export {
  lockSummaries,
  postMovements,
  type CommitmentChange,
  type MovementInput,
  type SummaryAfter,
} from './stock-ledger-queries';
export { readWarehouse, requireActiveWarehouse } from './stock-warehouse-queries';
export { stockReadPaths } from './stock-menu-paths';
export { ledgerDisagreements } from './stock-ledger-check';
