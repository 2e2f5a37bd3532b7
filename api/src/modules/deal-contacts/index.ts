// What other modules use of deal contacts: whether a deal has one (the deals list).
export { dealHasContactSql } from './deal-contacts-queries';
