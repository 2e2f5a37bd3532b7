export { errorActionFor, type ErrorAction, type ErrorStatus } from './error-action-for';
export { navigateTo, registerNavigate, type NavigateFunction } from './navigation';
export {
  errorBodyOf,
  serverErrorTextOf,
  serverFieldTextOf,
  serverReasonOf,
  type CallError,
} from './server-error-text';
export { isVersionConflict } from './is-version-conflict';
