export { renderStandaloneRemote } from './render-standalone-remote';
export { StandaloneApp, type StandaloneOptions, type StandaloneRemoteName } from './standalone-app';
