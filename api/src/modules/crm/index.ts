// What other modules use of the CRM: its menu paths and the sales-person move.
export { anyCrmPaths, dealListPaths } from './crm-menu-paths';
export { applySalesPersonMove } from './crm-sales-person-move-queries';
export { insertDeal, requireAssignableSalesPerson, withDealNameRule } from './crm-deal-queries';
export { moveDealToStageIn } from './crm-deal-queries';
