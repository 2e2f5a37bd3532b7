export { AppProvider, type AppProviderProps } from './app-provider';
export { system } from './system';
export { notify, toaster, type NotifyOptions } from './toaster';
export { Toaster } from './toaster-view';
