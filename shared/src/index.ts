// Browser entry point of the shared singleton package.
export * from './domain';
export type { RemoteRoute, RemoteRoutesModule } from './remote/remote-route';
export * from './components';
