// Material planning: time-phased requirements per item, in weeks starting on Monday.
export * from './planning-weeks';
export * from './plan-item';
export * from './mrp-schemas';
