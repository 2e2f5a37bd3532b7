export {
  environmentSlice,
  selectEnvironmentName,
  selectEnvironmentStatus,
} from './environment-slice';
export { environmentPath, loadEnvironment } from './load-environment';
