import { PageHeader, workplaceRouteByPattern } from '@solar/shared';

const { title } = workplaceRouteByPattern('projects/active');

/** Active Projects: a placeholder page of the specification, with its purpose. */
export function ActiveProjectsPage() {
  return (
    <PageHeader
      title={title}
      description="Installations that have been sold and are under way, from permits to connection, will be followed here. Project tracking is not available yet."
    />
  );
}
