import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../store/create-app-store';
import { store as pageStore } from '../store/store';
import { system } from './system';
import { DeferredToaster } from './deferred-toaster';

interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own store; the app uses the page's one store. */
  store?: AppStore;
}

/** Chakra (the product's system), the Redux store and the toaster: what every page needs. */
export function AppProvider({ children, store = pageStore }: AppProviderProps) {
  return (
    <Provider store={store}>
      <ChakraProvider value={system}>
        {children}
        <DeferredToaster />
      </ChakraProvider>
    </Provider>
  );
}
