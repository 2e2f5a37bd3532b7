// The portal's constants, apart from its zod schemas (portal-schemas.ts) so that a page showing
// them (the portal's first view lists the customer's requests) does not bring zod with it.

/**
 * The services a customer can ask for from the portal: the four tiles that are not a view of
 * their own data (Project Tracking and Invoice & Reports are). The slug is the URL segment of the
 * request form (`/customer/requests/{kind}`) and the stored value; the label is the tile title.
 */
export const serviceRequestKinds = [
  'solar-install',
  'hvac-install',
  'after-service',
  'other-services',
] as const;
export type ServiceRequestKind = (typeof serviceRequestKinds)[number];

export const serviceRequestKindLabels: Record<ServiceRequestKind, string> = {
  'solar-install': 'Solar Install',
  'hvac-install': 'HVAC Install',
  'after-service': 'After Service',
  'other-services': 'Other Services',
};

export function isServiceRequestKind(value: string): value is ServiceRequestKind {
  return (serviceRequestKinds as readonly string[]).includes(value);
}

/** Staff mark a request Handled once they have dealt with it (and may reopen it). */
export const serviceRequestStatuses = ['Open', 'Handled'] as const;
export type ServiceRequestStatus = (typeof serviceRequestStatuses)[number];

/** Service requests on one page of the staff's list. */
export const serviceRequestsPageSize = 20;

/** The longest message a service request may carry. */
export const serviceRequestMessageMaxLength = 2000;

/** Where a deal's stage stands against the stage list: before, at or after the current one. */
export const stageStepStates = ['done', 'current', 'upcoming'] as const;

/**
 * Most service requests one customer may send in an hour: more than anyone with a real need
 * sends, few enough that a stuck button or a script cannot bury the staff's list.
 */
export const maxServiceRequestsPerHour = 10;
