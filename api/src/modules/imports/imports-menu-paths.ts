import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';

/** The data upload (items, attribute values, vendors and opening stock): its own page. */
export const uploadPaths = catalogueMenuPathsOf('zoho/zoho-data-upload');
