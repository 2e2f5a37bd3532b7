// Installation projects after the sale: shapes and rules shared by the API, the CRM and the portal.
export * from './projects-constants';
export * from './projects-rules';
export * from './projects-schemas';
