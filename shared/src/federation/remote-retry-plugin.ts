import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Module Federation runtime plugin: a failed remote entry is not remembered, so that the shell's
 * Retry (and the next visit) fetches it again once its server is back.
 */
export default function remoteRetryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'solar-remote-retry',
    errorLoadRemote(args) {
      console.error(`Could not load remote module ${args.id}`, args.error);
      // Returning nothing lets the error reach the caller (the shell's error boundary).
      return undefined;
    },
  };
}
