import { lazyPage, workplaceRouteByPattern, type RemoteRoute } from '@solar/shared';
import type { ComponentType } from 'react';

function route(pattern: string, Component: ComponentType): RemoteRoute {
  return { pattern, title: workplaceRouteByPattern(pattern).title, Component };
}

/** What the templates remote exposes as `./routes`; each page is its own chunk. */
export const routes: readonly RemoteRoute[] = [
  route(
    'template/contracts',
    lazyPage(() => import('./template-lists/contracts-templates-page'), 'ContractsTemplatesPage'),
  ),
  route(
    'template/invoices',
    lazyPage(() => import('./template-lists/invoices-templates-page'), 'InvoicesTemplatesPage'),
  ),
  route(
    'template/editor/:templateId?',
    lazyPage(() => import('./template-editor/template-editor-page'), 'TemplateEditorPage'),
  ),
];
