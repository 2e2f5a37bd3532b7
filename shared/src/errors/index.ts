export { errorActionFor, type ErrorStatus } from './error-action-for';
export { navigateTo, registerNavigate, type NavigateFunction } from './navigation';
export { serverErrorTextOf, serverFieldTextOf, serverReasonOf } from './server-error-text';
export { isVersionConflict } from './is-version-conflict';
