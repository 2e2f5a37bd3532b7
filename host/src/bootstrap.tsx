import { createRoot } from 'react-dom/client';
import { Suspense, lazy } from 'react';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';

const Leads = lazy(async () => {
  const cfg = await (await fetch('/app-config.json')).json();
  registerRemotes([{ name: 'crm', entry: cfg.remotes.crm }]);
  const mod = await loadRemote<{ routes: { element: React.ReactNode }[] }>('crm/routes');
  return { default: () => <>{mod!.routes[0]!.element}</> };
});
createRoot(document.getElementById('root')!).render(<Suspense fallback="loading"><Leads /></Suspense>);
