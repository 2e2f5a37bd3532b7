// What other modules use of projects: starting a deal's project when it is won.
export { startProjectIfWon } from './projects-create-queries';
export { recordEquipmentDelivered } from './projects-update-queries';
export type { ProjectMailContext } from './projects-mail';
