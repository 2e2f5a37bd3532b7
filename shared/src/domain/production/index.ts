// Production from the deal's location: a public weather dataset and the sun on the roof's plane.
export * from './cwec-2016-stations';
export * from './production-constants';
export * from './nearest-station';
export * from './plane-of-array';
export * from './specific-yield';
export * from './proposal-production';
