// The staff dashboard's answer, shared by the API and the host.
export * from './dashboard-schemas';
