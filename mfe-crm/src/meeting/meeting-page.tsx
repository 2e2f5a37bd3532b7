import { PageHeader, workplaceRouteByPattern } from '@solar/shared';

const { title } = workplaceRouteByPattern('crm/meeting');

/** Meeting Management: in the specification a heading only; the page says what it is for. */
export function MeetingPage() {
  return (
    <PageHeader
      title={title}
      description="Site visits and sales meetings with customers will be planned and recorded here, alongside the deals they belong to. Scheduling is not available yet."
    />
  );
}
