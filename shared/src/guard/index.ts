export { useGuardCheckDealAccessQuery } from './deal-access-endpoints';
export { DealAccessGate } from './deal-access-gate';
export { gatedDealIdOf } from './gated-deal-id-of';
export { guardDecision, type GuardDecision, type GuardInput } from './guard-decision';
export { isCustomerPath, isWorkplacePath, routeAccessOf, type RouteAccess } from './route-access';
export { useDealAccess, type DealAccess } from './use-deal-access';
export { useRouteGuard } from './use-route-guard';
