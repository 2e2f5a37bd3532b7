export { renderStandaloneRemote } from './render-standalone-remote';
export { StandaloneApp, type StandaloneOptions } from './standalone-app';
