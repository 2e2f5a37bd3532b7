// The battery simulation: hourly load and sunshine profiles and the year hour by hour.
export * from './battery-constants';
export * from './solar-position';
export * from './hourly-profiles';
export * from './simulate-battery';
export * from './compare-batteries';
export * from './battery-inputs';
