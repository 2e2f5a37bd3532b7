// The deal record other modules build on: who may see and use a deal.
export {
  type DealCaller,
  requireDealAccess,
  teamIdsSql,
  visibleDealsCondition,
} from './deal-access';
