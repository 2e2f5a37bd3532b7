// What other modules use of the service requests: the portal lists and creates the caller's own.
export { readRequest, requestOrder, selectRequests, toRequest } from './service-requests-queries';
export { serviceRequestResponseSchema, serviceRequestsSchema } from './service-requests-schemas';
export { queueServiceRequestMail } from './service-requests-mail';
