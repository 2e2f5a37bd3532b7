// What other modules (the planning run, the forecast by item) use of demand: an installation's
// parts, the tables they are worked out from, and gross demand.
export { partsForInstallation, readPartsTables } from './demand-link-queries';
export {
  readGrossDemand,
  typeOf as installationTypeOf,
  type GrossDemandRow,
  type DemandWindow,
} from './demand-queries';
