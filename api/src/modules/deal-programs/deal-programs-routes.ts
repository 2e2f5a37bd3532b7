import { authorize } from '../../http/authorize';
import { defineRoute } from '../../http/route-declaration';
import { dealProgramAdminPaths, dealProgramReadPaths } from './deal-programs-menu-paths';
import {
  createDealProgram,
  createDealProgramVersion,
  dealProgramOffers,
  listDealPrograms,
  priceIndicesOf,
  programOffersIn,
  quoteProposalDesign,
  readDealProgram,
  readDealProgramVersion,
  rebatesOf,
  updateDealProgram,
  updateDealProgramVersion,
} from './deal-programs-queries';
import { correctTaxRate, createTaxRates, listTaxRateRecords } from './tax-rates-queries';
import {
  dealParamsSchema,
  dealProgramBodySchema,
  dealProgramListResponseSchema,
  dealProgramOffersResponseSchema,
  dealProgramParamsSchema,
  dealProgramResponseSchema,
  dealProgramUpdateBodySchema,
  dealProgramVersionCreateBodySchema,
  dealProgramVersionParamsSchema,
  dealProgramVersionResponseSchema,
  dealProgramVersionUpdateBodySchema,
  onDateQuerySchema,
  priceIndicesSchema,
  programOffersQuerySchema,
  quoteBodySchema,
  quoteResponseSchema,
  rebatesSchema,
  taxRateCorrectionBodySchema,
  taxRateNewBodySchema,
  taxRateParamsSchema,
  taxRateResponseSchema,
  taxRatesSchema,
} from './deal-programs-schemas';

const tag = 'deal-programs';
const readAccess = { staff: true, menuPaths: dealProgramReadPaths } as const;
const adminAccess = { staff: true, menuPaths: dealProgramAdminPaths } as const;

/** Deal programs and their versions (administrators change them), taxes, and a deal's offers. */
export const dealProgramsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/crm/deal-programs/',
    access: readAccess,
    tag,
    summary: 'Every deal program with its versions, and whether the caller may change them',
    schemas: { response: dealProgramListResponseSchema },
    async handler(_input, { deps, request }) {
      const canEdit = await authorize(request, adminAccess, deps).then(
        () => true,
        () => false,
      );
      return { can_edit: canEdit, results: await listDealPrograms(deps.database.db) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/deal-programs/',
    access: adminAccess,
    tag,
    summary: 'Creates a program (name, kind, active dates, provinces) with an empty first version',
    successStatus: 201,
    schemas: { body: dealProgramBodySchema, response: dealProgramResponseSchema },
    async handler({ body }, { deps }) {
      return createDealProgram(deps.database.db, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deal-programs/:dealProgramId/',
    access: readAccess,
    tag,
    summary: 'One program with its versions',
    schemas: { params: dealProgramParamsSchema, response: dealProgramResponseSchema },
    async handler({ params }, { deps }) {
      return readDealProgram(deps.database.db, params.dealProgramId);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/deal-programs/:dealProgramId/',
    access: adminAccess,
    tag,
    summary: "Changes a program's name, kind, dates and provinces (409 if stale)",
    schemas: {
      params: dealProgramParamsSchema,
      body: dealProgramUpdateBodySchema,
      response: dealProgramResponseSchema,
    },
    async handler({ params, body }, { deps }) {
      return updateDealProgram(deps.database.db, params.dealProgramId, body);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/deal-programs/:dealProgramId/versions/',
    access: adminAccess,
    tag,
    summary: 'A new version from a date, copying the latest version’s terms',
    successStatus: 201,
    schemas: {
      params: dealProgramParamsSchema,
      body: dealProgramVersionCreateBodySchema,
      response: dealProgramVersionResponseSchema,
    },
    async handler({ params, body }, { deps }) {
      return createDealProgramVersion(deps.database.db, params.dealProgramId, body.effective_from);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deal-programs/:dealProgramId/price-indices/',
    access: readAccess,
    tag,
    summary: 'The price indices of the version in force on a day (400 when none is)',
    schemas: {
      params: dealProgramParamsSchema,
      querystring: onDateQuerySchema,
      response: priceIndicesSchema,
    },
    async handler({ params, query }, { deps }) {
      return priceIndicesOf(deps.database.db, params.dealProgramId, query.on);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deal-programs/:dealProgramId/rebates/',
    access: readAccess,
    tag,
    summary: 'The rebates of the version in force on a day (400 when none is)',
    schemas: {
      params: dealProgramParamsSchema,
      querystring: onDateQuerySchema,
      response: rebatesSchema,
    },
    async handler({ params, query }, { deps }) {
      return rebatesOf(deps.database.db, params.dealProgramId, query.on);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deal-program-versions/:versionId/',
    access: readAccess,
    tag,
    summary:
      "One version's terms: price indices, rebates, permit fee, payment plan, proposal design",
    schemas: { params: dealProgramVersionParamsSchema, response: dealProgramVersionResponseSchema },
    async handler({ params }, { deps }) {
      return readDealProgramVersion(deps.database.db, params.versionId);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/deal-program-versions/:versionId/',
    access: adminAccess,
    tag,
    summary: 'Changes a draft version (409 once a saved proposal was priced with it, or if stale)',
    schemas: {
      params: dealProgramVersionParamsSchema,
      body: dealProgramVersionUpdateBodySchema,
      response: dealProgramVersionResponseSchema,
    },
    async handler({ params, body }, { deps }) {
      return updateDealProgramVersion(deps.database.db, params.versionId, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/tax-rates/',
    access: readAccess,
    tag,
    summary:
      "Every province's sales taxes by date, with where each rate was taken from and whether a saved proposal was priced with it",
    schemas: { response: taxRatesSchema },
    async handler(_input, { deps }) {
      return listTaxRateRecords(deps.database.db);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/tax-rates/',
    access: adminAccess,
    tag,
    summary:
      "Adds a province's taxes from a date; the rates in force until then end the day before",
    successStatus: 201,
    schemas: { body: taxRateNewBodySchema, response: taxRatesSchema },
    async handler({ body }, { deps }) {
      return createTaxRates(deps.database.db, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/crm/tax-rates/:taxRateId/',
    access: adminAccess,
    tag,
    summary: 'Corrects a rate no saved proposal was priced with (409 once one was)',
    schemas: {
      params: taxRateParamsSchema,
      body: taxRateCorrectionBodySchema,
      response: taxRateResponseSchema,
    },
    async handler({ params, body }, { deps }) {
      return correctTaxRate(deps.database.db, params.taxRateId, body);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/deals/:dealId/deal-programs/',
    access: readAccess,
    tag,
    summary: "The programs offered today in the deal's province, their versions in force and taxes",
    schemas: { params: dealParamsSchema, response: dealProgramOffersResponseSchema },
    async handler({ params }, { deps, auth }) {
      return dealProgramOffers(deps.database.db, auth.user, params.dealId);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/crm/program-offers/',
    access: readAccess,
    tag,
    summary: 'The programs offered today in a province, their versions in force and taxes',
    schemas: { querystring: programOffersQuerySchema, response: dealProgramOffersResponseSchema },
    async handler({ query }, { deps }) {
      return programOffersIn(deps.database.db, query.province);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/crm/deals/:dealId/deal-programs/quote/',
    access: readAccess,
    tag,
    summary: 'Prices a design with its program by the rules of a save, without saving it',
    schemas: { params: dealParamsSchema, body: quoteBodySchema, response: quoteResponseSchema },
    async handler({ params, body }, { deps, auth }) {
      return quoteProposalDesign(deps.database.db, auth.user, params.dealId, body.data);
    },
  }),
];
