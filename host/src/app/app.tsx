import { AppProvider } from '@solar/shared';
import { BrowserRouter } from 'react-router';
import { AppRouteTree } from './app-route-tree';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRouteTree />
      </BrowserRouter>
    </AppProvider>
  );
}
