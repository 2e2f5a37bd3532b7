import { AppProvider } from '@solar/shared';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { appRoutes } from './app-routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
