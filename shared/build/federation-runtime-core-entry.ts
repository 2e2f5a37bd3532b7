// The entry of the standalone pages' runtime-core script (see federation-runtime-core-script.ts):
// the same global the host's `provideExternalRuntime` sets before a remote entry runs.
import * as runtimeCore from '@module-federation/runtime-core';

declare global {
  var _FEDERATION_RUNTIME_CORE: typeof runtimeCore | undefined;
}

globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
