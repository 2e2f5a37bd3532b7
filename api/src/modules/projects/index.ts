// What other modules use of projects: starting a deal's project when it is won, recording the
// equipment's delivery from a shipment, and the per-project access rule (the project's deal's)
// for the files kept on a project.
export { startProjectIfWon } from './projects-create-queries';
export { recordEquipmentDelivered } from './projects-update-queries';
export type { ProjectMailContext } from './projects-mail';
export { requireProjectAccess } from './projects-queries';
export { projectReadPaths, projectWritePaths } from './projects-menu-paths';
