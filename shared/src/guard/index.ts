export { dealAccessApi, useGuardCheckDealAccessQuery } from './deal-access-api';
export { DealAccessGate } from './deal-access-gate';
export { dealCheckedRouteNames, dealIdOf } from './deal-id-of';
export { guardDecision, type GuardDecision, type GuardInput } from './guard-decision';
export { isCustomerPath, isWorkplacePath, routeAccessOf, type RouteAccess } from './route-access';
export { dealAccessDeniedPath, useDealAccess, type DealAccess } from './use-deal-access';
export { useRouteGuard } from './use-route-guard';
