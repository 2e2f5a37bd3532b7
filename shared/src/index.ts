// Browser entry point of the shared singleton package.
export * from './domain';
export type { RemoteRoute, RemoteRoutesModule } from './remote/remote-route';
export * from './components';
export * from './api-files';
export * from './auth';
export * from './environment';
export * from './errors';
export * from './guard';
export * from './jobs';
export * from './page-title';
export * from './runtime-config';
export * from './security';
export * from './standalone';
export * from './store';
export * from './table-upload';
export * from './theme';
