import { PageHeader, workplaceRouteByPattern } from '@solar/shared';

const { title } = workplaceRouteByPattern('crm/leads');

/** Leads Management: in the specification a heading only; the page says what it is for. */
export function LeadsPage() {
  return (
    <PageHeader
      title={title}
      description="Leads are people and businesses interested in a solar or heating and cooling installation who are not yet deals. Capturing, assigning and following up leads will happen here; these tools are not available yet."
    />
  );
}
