import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** Meeting Management's own path grants every meetings route. */
export const meetingPaths = catalogueMenuPathsOf('crm/meeting');
