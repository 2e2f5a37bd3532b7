export { federationShared } from './federation-shared';
export { createAppConfig, type AppBuildOptions } from './create-app-config';
export { runAppBuild } from './run-app-build';
export { buildRuntimeConfig, manifestEnvNames } from './runtime-config';
export {
  contentSecurityPolicy,
  securityHeaders,
  strictTransportSecurity,
  tileSourceOf,
} from './security-headers';
export {
  defaultPorts,
  portEnvNames,
  portOf,
  remoteNames,
  type AppName,
  type RemoteName,
} from './app-ports';
