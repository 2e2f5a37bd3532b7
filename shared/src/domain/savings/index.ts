// Savings and payback: utility rates, bills, loans, the 25-year cash flow and its return.
export * from './utility-rate';
export * from './utility-bill';
export * from './time-of-use-bill';
export * from './loan-payment';
export * from './internal-rate-of-return';
export * from './savings-constants';
export * from './cash-flow';
export * from './proposal-payment-plan';
export * from './utility-rate-records';
export * from './saved-proposal-rate-day';
export * from './savings-merge-values';
export * from './utility-rate-checks';
