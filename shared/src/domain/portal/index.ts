// The customer portal's own data: linked deals, approved proposals, service requests.
export * from './portal-constants';
export * from './portal-schemas';
export * from './service-request-guards';
export * from './customer-stage-timeline';
export * from './portal-pages';
export * from './customer-deal-status';
