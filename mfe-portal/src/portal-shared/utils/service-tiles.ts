import { portalPages, type ServiceRequestKind } from '@solar/shared';
import { portalPaths } from './portal-paths';

interface ServiceTile {
  title: string;
  description: string;
  /** Where the tile leads: a view of the customer's data or the request form of a service. */
  path: string;
  /** The service a request form asks about; absent for the two views of the customer's data. */
  kind?: ServiceRequestKind;
}

/** The six service tiles of the customer portal, in the spec's order. */
export const serviceTiles: readonly ServiceTile[] = [
  {
    title: 'Solar Install',
    description:
      'Rooftop and ground-mounted solar systems, designed for your home and installed by our own crews.',
    path: portalPaths.request('solar-install'),
    kind: 'solar-install',
  },
  {
    title: 'HVAC Install',
    description:
      'Heat pumps and air conditioning for year-round comfort, sized for your home and fitted by certified technicians.',
    path: portalPaths.request('hvac-install'),
    kind: 'hvac-install',
  },
  {
    title: 'After Service',
    description: 'Inspections, maintenance and repairs for the systems we installed.',
    path: portalPaths.request('after-service'),
    kind: 'after-service',
  },
  {
    title: portalPages.tracking.title,
    description: 'Where your installation stands, from signed proposal to connection to the grid.',
    path: portalPaths.tracking,
  },
  {
    title: portalPages.proposals.title,
    description: 'The proposals you approved, ready to view and print.',
    path: portalPaths.proposals,
  },
  {
    title: 'Other Services',
    description: 'Battery storage, EV chargers and other upgrades for your home.',
    path: portalPaths.request('other-services'),
    kind: 'other-services',
  },
];

/** The tile of a service request kind (its title and description head the request form). */
export function serviceTileOf(kind: ServiceRequestKind): ServiceTile {
  return serviceTiles.find((tile) => tile.kind === kind)!;
}
