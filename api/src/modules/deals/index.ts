// The deal record other modules build on: who may see and use a deal.
export {
  checkDealAccess,
  dealAllowedSql,
  type DealCaller,
  requireDealAccess,
  teamIdsSql,
  visibleDealsCondition,
} from './deal-access';
