import type { ServiceRequestKind } from '@solar/shared';

/**
 * The portal's own locations, under `/customer` (the host mounts the portal there, and so does
 * the standalone dev page). Each is a real URL, so every view can be bookmarked and reloaded.
 */
export const portalPaths = {
  home: '/customer',
  tracking: '/customer/tracking',
  proposals: '/customer/proposals',
  proposal: (id: number) => `/customer/proposals/${id}`,
  request: (kind: ServiceRequestKind) => `/customer/requests/${kind}`,
} as const;
