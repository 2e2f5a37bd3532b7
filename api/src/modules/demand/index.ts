// What other modules (the planning run) use of demand: an installation's parts and gross demand.
export { partsForInstallation, readPartsTables } from './demand-link-queries';
export { readGrossDemand, type GrossDemandRow, type DemandWindow } from './demand-queries';
