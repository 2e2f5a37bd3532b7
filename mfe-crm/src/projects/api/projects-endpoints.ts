import {
  api,
  type ProjectBoard,
  projectBoardSchema,
  type ProjectDetails,
  projectDetailsSchema,
  type ProjectListResponse,
  projectListResponseSchema,
  type ProjectMilestoneKey,
  type ProjectMilestoneUpdate,
  type ProjectPerson,
  projectPeopleSchema,
  type ProjectUpdate,
} from '@solar/shared';

/** Invalidation tag of every project; `LIST` stands for the lists and the board. */
const projectTag = 'Project' as const;
const listTag = { type: projectTag, id: 'LIST' } as const;

/** The lists' query as the API names it; absent filters are left out. */
export interface ProjectListQuery {
  scope: 'active' | 'history';
  page: number;
  page_size: number;
  search?: string;
  province?: string;
  owners?: string;
  status?: string;
  late?: string;
}

/**
 * Every projects call (the two lists, the board, one project, its changes and the people to give
 * it to), injected into the one shared API. The pages show their own messages under the default
 * error policy.
 */
const projectsApi = api.enhanceEndpoints({ addTagTypes: [projectTag] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    projects: build.query<ProjectListResponse, ProjectListQuery>({
      query: (params) => ({ url: '/api/projects/', params }),
      responseSchema: projectListResponseSchema,
      providesTags: [listTag],
    }),
    projectBoard: build.query<ProjectBoard, Omit<ProjectListQuery, 'scope' | 'page' | 'page_size'>>(
      {
        query: (params) => ({ url: '/api/projects/board/', params }),
        responseSchema: projectBoardSchema,
        providesTags: [listTag],
      },
    ),
    project: build.query<ProjectDetails, number>({
      query: (id) => ({ url: `/api/projects/${id}/` }),
      responseSchema: projectDetailsSchema,
      providesTags: (_result, _error, id) => [{ type: projectTag, id }],
    }),
    projectPeople: build.query<ProjectPerson[], void>({
      query: () => ({ url: '/api/projects/people/' }),
      responseSchema: projectPeopleSchema,
    }),
    updateProject: build.mutation<ProjectDetails, { id: number; payload: ProjectUpdate }>({
      query: ({ id, payload }) => ({ url: `/api/projects/${id}/`, method: 'PUT', body: payload }),
      responseSchema: projectDetailsSchema,
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: projectTag, id }],
    }),
    updateProjectMilestone: build.mutation<
      ProjectDetails,
      { id: number; key: ProjectMilestoneKey; payload: ProjectMilestoneUpdate }
    >({
      query: ({ id, key, payload }) => ({
        url: `/api/projects/${id}/milestones/${key}/`,
        method: 'PUT',
        body: payload,
      }),
      responseSchema: projectDetailsSchema,
      invalidatesTags: (_result, _error, { id }) => [listTag, { type: projectTag, id }],
    }),
  }),
});

export const {
  useProjectsQuery,
  useProjectBoardQuery,
  useProjectQuery,
  useProjectPeopleQuery,
  useUpdateProjectMutation,
  useUpdateProjectMilestoneMutation,
} = projectsApi;
