import { renderStandaloneRemote } from '@solar/shared';
import { routes } from './remote-routes';

// The portal team's own dev page: sign-in, then the customer portal at /customer.
void renderStandaloneRemote({ remote: 'portal', routes, basePath: '/customer' });
