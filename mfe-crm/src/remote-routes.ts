import { createElement } from 'react';
export const routes = [{ path: 'crm/leads', title: 'Leads Management', element: createElement('h1', null, 'Leads Management') }];
