// Deal programs: versions, price indices, rebates, taxes, payment plans, and their seed.
export * from './deal-program-schemas';
export * from './program-pricing';
export * from './seed-deal-programs';
export * from './tax-rate-writes';
export * from './payment-line-choice';
