import { defineRoute } from '../../http/route-declaration';
import { projectReadPaths, projectWritePaths } from './projects-menu-paths';
import { listProjects, projectBoard, projectDetails, projectPeople } from './projects-queries';
import {
  idsOf,
  projectBoardQuerySchema,
  projectBoardResponseSchema,
  projectListQuerySchema,
  projectListSchema,
  projectMilestoneBodySchema,
  projectMilestoneParamsSchema,
  projectParamsSchema,
  projectPeopleResponseSchema,
  projectResponseSchema,
  projectUpdateBodySchema,
} from './projects-schemas';
import { updateProject, updateProjectMilestone } from './projects-update-queries';

const tag = 'projects';
const readAccess = { staff: true, menuPaths: projectReadPaths } as const;
const writeAccess = { staff: true, menuPaths: projectWritePaths } as const;

const filtersOf = (query: {
  search?: string | undefined;
  province?: number | undefined;
  owners?: string | undefined;
  status?: (typeof projectListQuerySchema)['_output']['status'];
  late?: 'true' | 'false' | undefined;
}) => ({
  search: query.search,
  province: query.province,
  owners: idsOf(query.owners),
  status: query.status,
  late: query.late === 'true',
});

/**
 * Installation projects after the sale (Active Projects, Projects History): every route keeps to
 * the caller's deals by the sales-person tree, like the deals.
 */
export const projectsRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/projects/',
    access: readAccess,
    tag,
    summary: "The caller's active or finished projects, most recently changed first",
    schemas: { querystring: projectListQuerySchema, response: projectListSchema },
    async handler({ query }, { deps, auth }) {
      return listProjects(deps.database.db, auth.user, {
        ...filtersOf(query),
        scope: query.scope,
        milestone: query.milestone,
        page: query.page,
        pageSize: query.page_size,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/projects/board/',
    access: readAccess,
    tag,
    summary: "The caller's active projects by current milestone",
    schemas: { querystring: projectBoardQuerySchema, response: projectBoardResponseSchema },
    async handler({ query }, { deps, auth }) {
      return projectBoard(deps.database.db, auth.user, filtersOf(query));
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/projects/people/',
    access: readAccess,
    tag,
    summary: 'The active staff a project or a milestone may be given to',
    schemas: { response: projectPeopleResponseSchema },
    async handler(_input, { deps }) {
      return projectPeople(deps.database.db);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/projects/:id/',
    access: readAccess,
    tag,
    summary: 'A project with its system and milestones',
    schemas: { params: projectParamsSchema, response: projectResponseSchema },
    async handler({ params }, { deps, auth }) {
      return projectDetails(deps.database.db, auth.user, params.id);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/projects/:id/',
    access: writeAccess,
    tag,
    summary: "Changes a project's status (Blocked with a reason), crew or owner",
    schemas: {
      params: projectParamsSchema,
      body: projectUpdateBodySchema,
      response: projectResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      return updateProject(deps.database.db, auth.user, params.id, body);
    },
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/projects/:id/milestones/:key/',
    access: writeAccess,
    tag,
    summary:
      "Changes a milestone's dates, owner or notes; out of order only with a reason, Closed finishes the project",
    schemas: {
      params: projectMilestoneParamsSchema,
      body: projectMilestoneBodySchema,
      response: projectResponseSchema,
    },
    async handler({ params, body }, { deps, auth }) {
      // Outside the change's transaction: the first start installs the engine's schema.
      await deps.jobs.start();
      return updateProjectMilestone(deps.database.db, auth.user, params.id, params.key, body, {
        jobs: deps.jobs,
        appUrl: deps.config.mail.appUrl,
      });
    },
  }),
];
