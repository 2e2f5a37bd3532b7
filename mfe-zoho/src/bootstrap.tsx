import { renderStandaloneRemote } from '@solar/shared';
import { routes } from './remote-routes';

// The logistics and parts-lists team's own dev page: sign-in, then its pages under /workplace.
void renderStandaloneRemote({ remote: 'zoho', routes, basePath: '/workplace' });
