import { PageHeader, workplaceRouteByPattern } from '@solar/shared';

const { title } = workplaceRouteByPattern('projects/history');

/** Projects History: a placeholder page of the specification, with its purpose. */
export function ProjectsHistoryPage() {
  return (
    <PageHeader
      title={title}
      description="Completed installations and their records will be kept here for after-service and reporting. The project archive is not available yet."
    />
  );
}
