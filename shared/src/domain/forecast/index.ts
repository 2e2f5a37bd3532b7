// The installations forecast from the open pipeline, and its accuracy against what was installed.
export * from './forecast-constants';
export * from './forecast-installations';
export * from './forecast-accuracy';
export * from './forecast-items';
export * from './forecast-schemas';
