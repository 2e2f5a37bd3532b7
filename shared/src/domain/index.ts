// React-free entry point: the API imports only this.
export * from './constants';
export * from './menu';
export * from './messages';
export * from './runtime-config';
export * from './user';
export * from './workplace-routes';
export * from './templates';
export * from './deals';
export * from './bom';
export * from './power-bills';
export * from './deal-contacts';
export * from './site-sketch';
export * from './proposals';
export * from './proposal-records';
export * from './dashboard';
export * from './portal';
export * from './admin';
