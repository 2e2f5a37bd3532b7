// What other modules use of deal contacts: whether a deal has one (the deals list), and the
// customer that documents and the proposal preview name.
export { dealHasContactSql, primaryContactOf } from './deal-contacts-queries';
