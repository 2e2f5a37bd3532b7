import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** Either projects page reads projects: Projects History shows the finished ones' records. */
export const projectReadPaths = catalogueMenuPathsOf('projects/active', 'projects/history');
/** Changing a project or its milestones is the work of Active Projects. */
export const projectWritePaths = catalogueMenuPathsOf('projects/active');
