import { renderStandaloneRemote } from '@solar/shared';
import { routes } from './remote-routes';

// The CRM team's own dev page: sign-in, then the CRM pages under /workplace like in the host.
void renderStandaloneRemote({ remote: 'crm', routes, basePath: '/workplace' });
