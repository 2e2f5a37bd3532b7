// The customer portal's own data (issue 7): linked deals, approved proposals, service requests.
export * from './portal-schemas';
export * from './customer-stage-timeline';
export * from './portal-pages';
