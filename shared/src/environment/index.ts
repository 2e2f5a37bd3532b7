export {
  environmentSlice,
  selectEnvironmentName,
  selectEnvironmentStatus,
  type EnvironmentState,
} from './environment-slice';
export { environmentPath, loadEnvironment } from './load-environment';
