export interface ServiceTile {
  title: string;
  description: string;
}

/** The six service tiles of the customer portal (part 1 section 2), in the spec's order. */
export const serviceTiles: readonly ServiceTile[] = [
  {
    title: 'Solar Install',
    description:
      'Rooftop and ground-mounted solar systems, designed for your home and installed by our own crews.',
  },
  {
    title: 'HVAC Install',
    description:
      'Heat pumps and air conditioning for year-round comfort, sized for your home and fitted by certified technicians.',
  },
  {
    title: 'After Service',
    description: 'Inspections, maintenance and repairs for the systems we installed.',
  },
  {
    title: 'Project Tracking',
    description: 'Where your installation stands, from signed proposal to connection to the grid.',
  },
  {
    title: 'Invoice & Reports',
    description: 'Your invoices, payments and system reports.',
  },
  {
    title: 'Other Services',
    description: 'Battery storage, EV chargers and other upgrades for your home.',
  },
];
