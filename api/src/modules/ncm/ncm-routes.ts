import { maxDocumentBytes } from '@solar/shared/domain';
import { catalogueMenuPathsOf } from '../../http/catalogue-menu-paths';
import { defineRoute } from '../../http/route-declaration';
import { readUploadBody, sendDocument } from '../documents';
import {
  addNcmPhoto,
  createNcmRecord,
  listNcmRecords,
  moveNcmRecord,
  openNcmPhoto,
  readNcmRecord,
} from './ncm-queries';
import {
  ncmInputSchema,
  ncmListQuerySchema,
  ncmMoveSchema,
  ncmPageResponse,
  ncmPhotoFileResponse,
  ncmPhotoResponse,
  ncmRecordResponse,
  photoParamsSchema,
  photoUploadQuerySchema,
  recordIdParamsSchema,
} from './ncm-schemas';

const tag = 'ncm';
/** NCM Inventory: the records of non-conforming material and their photos. */
const access = { staff: true, menuPaths: catalogueMenuPathsOf('logistics/ncrinventory') } as const;

export const ncmRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/ncm/',
    access,
    tag,
    summary: 'Non-conformance records, newest first, by status, source, warehouse and search',
    schemas: { querystring: ncmListQuerySchema, response: ncmPageResponse },
    async handler({ query }, { deps }) {
      return listNcmRecords(deps.database.db, query);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/ncm/',
    access,
    tag,
    summary:
      'Records material back from an installation or found bad in a count; its quantity goes to quarantine',
    successStatus: 201,
    schemas: { body: ncmInputSchema, response: ncmRecordResponse },
    async handler({ body }, { deps, auth }) {
      return createNcmRecord(deps.database.db, body, auth.user.id);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/ncm/:recordId/',
    access,
    tag,
    summary: 'One record with its photos and the moves it went through',
    schemas: { params: recordIdParamsSchema, response: ncmRecordResponse },
    async handler({ params }, { deps }) {
      return readNcmRecord(deps.database.db, params.recordId);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/ncm/:recordId/status/',
    access,
    tag,
    summary:
      'Moves a record on (version checked): to review, or closed as returned to vendor, repaired or scrapped, posting its movements',
    schemas: { params: recordIdParamsSchema, body: ncmMoveSchema, response: ncmRecordResponse },
    async handler({ params, body }, { deps, auth }) {
      return moveNcmRecord(deps.database.db, params.recordId, body, auth.user.id);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/ncm/:recordId/photos/',
    access,
    tag,
    summary:
      'Adds a photo: the body is the image (application/octet-stream), ?name=; PNG, JPEG, WebP or HEIC by content, at most 25 MB and 50 megapixels',
    successStatus: 201,
    bodyLimit: maxDocumentBytes,
    schemas: {
      params: recordIdParamsSchema,
      querystring: photoUploadQuerySchema,
      response: ncmPhotoResponse,
    },
    async handler({ params, query }, { deps, auth, request }) {
      const bytes = await readUploadBody(request.body);
      return addNcmPhoto(
        deps.database.db,
        deps.storage,
        params.recordId,
        { name: query.name, bytes },
        auth.user.id,
      );
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/ncm/:recordId/photos/:photoId/file/',
    access,
    tag,
    summary: "Downloads one of the record's photos",
    schemas: { params: photoParamsSchema, response: ncmPhotoFileResponse },
    async handler({ params }, { deps, reply }) {
      const file = await openNcmPhoto(
        deps.database.db,
        deps.storage,
        params.recordId,
        params.photoId,
      );
      return sendDocument(reply, file);
    },
  }),
];
