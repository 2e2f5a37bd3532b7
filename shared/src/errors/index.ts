export { errorActionFor, type ErrorAction, type ErrorStatus } from './error-action-for';
export { navigateTo, registerNavigate, type NavigateFunction } from './navigation';
