import { PageHeader, workplaceRouteByPattern } from '@solar/shared';
import { ProjectsList } from './components/projects-list';

const { title } = workplaceRouteByPattern('projects/history');

/** Projects History: done and cancelled installations, searchable, with their milestones' record. */
export function ProjectsHistoryPage() {
  return (
    <>
      <PageHeader
        title={title}
        description="Finished and cancelled installations and their records, for after-service and reporting."
      />
      <ProjectsList scope="history" />
    </>
  );
}
