// What other modules use of the rate limit: one hit counted in the shared table.
export { countHit } from './rate-limit-store';
