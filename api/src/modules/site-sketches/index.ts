// What other modules use of site sketches: whether a deal has one (the deals list).
export { dealHasSiteSketchSql } from './site-sketches-queries';
