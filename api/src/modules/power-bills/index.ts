// What other modules use of power bills: a deal's monthly usage (proposals, templates).
export { dealMonthlyUsage } from './power-bills-queries';
