export {
  getRuntimeConfig,
  hasRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config-holder';
