export { AppProvider } from './app-provider';
export { system } from './system';
export { notify, toaster } from './toaster';
export { Toaster } from './toaster-view';
