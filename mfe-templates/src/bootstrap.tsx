import { renderStandaloneRemote } from '@solar/shared';
import { routes } from './remote-routes';

// The templates team's own dev page: sign-in, then the template pages under /workplace.
void renderStandaloneRemote({ remote: 'templates', routes, basePath: '/workplace' });
