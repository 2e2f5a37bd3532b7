import { PageHeader, workplaceRouteByPattern } from '@solar/shared';
import { ProjectsList } from './components/projects-list';

const { title } = workplaceRouteByPattern('projects/active');

/**
 * Active Projects: the installations under way since their deals reached Closed Won, as a list or
 * a board by current milestone, with what is late highlighted; a project opens in a dialog with
 * its milestones to plan and complete.
 */
export function ActiveProjectsPage() {
  return (
    <>
      <PageHeader
        title={title}
        description="Installations under way, from the site survey to permission to operate."
      />
      <ProjectsList scope="active" />
    </>
  );
}
