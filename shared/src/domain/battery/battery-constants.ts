/** Days in each month of the simulated year (a common year: 8 760 hours). */
export const daysInMonth: readonly number[] = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export const hoursInYear = 8760;

/**
 * The battery the page starts from: a common home battery's usable energy, continuous power and
 * round-trip efficiency (the Tesla Powerwall 2's data sheet), a fifth kept for outages, and an
 * essential load of a fridge, a furnace fan, lights and a few outlets.
 */
export const batteryDefaults = {
  usableKwh: 13.5,
  powerKw: 5,
  roundTripEfficiencyPercent: 90,
  reservePercent: 20,
  essentialLoadKw: 1,
  /** Prince Edward Island's middle, where the company's deals are. */
  latitude: 46.3,
} as const;

/** The most batteries the comparison and the simulation accept. */
export const maxBatteries = 10;
