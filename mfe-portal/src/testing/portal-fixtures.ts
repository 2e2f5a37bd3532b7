import type { PortalDeal, PortalProposal, StageStep } from '@solar/shared';
import { testServiceRequest } from '@solar/shared/testing';

const stageNames = ['Initial Contact', 'Qualification', 'Proposal', 'Negotiation', 'Closed Won'];

/** The stage list with the stage at `current` current, those before done, those after upcoming. */
export function timelineAt(current: number): StageStep[] {
  return stageNames.map((name, index) => ({
    id: index + 1,
    name,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}

export function portalDeal(overrides: Partial<PortalDeal> = {}): PortalDeal {
  return {
    id: 7,
    name: 'Gallant Residence',
    address: '12 Kent St',
    stage: { id: 4, name: 'Negotiation' },
    status: { id: 3, name: 'In Progress' },
    timeline: timelineAt(3),
    installation: null,
    ...overrides,
  };
}

export function portalProposal(overrides: Partial<PortalProposal> = {}): PortalProposal {
  return {
    id: 31,
    deal: { id: 7, name: 'Gallant Residence', address: '12 Kent St' },
    proposal_version: 2,
    proposal_status: { id: 3, name: 'Approved' },
    has_document: true,
    awaiting_signature: false,
    updated_at: '2026-03-04T12:00:00.000Z',
    ...overrides,
  };
}

/** The shared fixture of a service request (`@solar/shared/testing`). */
export const serviceRequest = testServiceRequest;
