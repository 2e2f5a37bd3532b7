/**
 * What a location estimate assumes when the salesperson says nothing else.
 *
 * - Performance ratio 0.80: the share of the sunshine on the panels' plane that reaches the meter
 *   as AC for a well-built residential system (inverter about 96 %, wiring and mismatch about 3 %,
 *   soiling and snow about 3 %, heat and low light about 5 %, first-year ageing about 1 %); the
 *   range usually quoted for modern rooftop systems is 0.75–0.85.
 * - Ground reflectance 0.2: grass and roofs, the usual value when snow is not modelled.
 * - Tilt 30° when the site sketch holds no pitch (a 7/12 roof, the common one here); azimuth 180°
 *   (due south), the way compass bearings are read: 90° east, 270° west.
 */
export const productionDefaults = {
  performanceRatio: 0.8,
  groundReflectance: 0.2,
  tiltDegrees: 30,
  azimuthDegrees: 180,
  shadingPercent: 0,
} as const;

/** The ways a proposal's production can be worked out; the drawing's zones stay the default. */
export const productionMethods = ['drawing-zones', 'location-estimate'] as const;
export type ProductionMethod = (typeof productionMethods)[number];

/** Days in each month of a common year, January first. */
export const productionDaysInMonth: readonly number[] = [
  31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
];

/**
 * Klein's mean day of each month (day of the year whose extraterrestrial radiation is closest to
 * the month's mean), the day the monthly method evaluates the sun's geometry on.
 */
export const meanDayOfMonth: readonly number[] = [
  17, 47, 75, 105, 135, 162, 198, 228, 258, 288, 318, 344,
];
