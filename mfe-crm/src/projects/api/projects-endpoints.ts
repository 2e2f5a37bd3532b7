import {
  api,
  type DealDocument,
  dealDocumentSchema,
  dealDocumentsSchema,
  type DocumentKind,
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
  requestTimeouts,
} from '@solar/shared';

/** Invalidation tag of every project; `LIST` stands for the lists and the board. */
const projectTag = 'Project' as const;
const listTag = { type: projectTag, id: 'LIST' } as const;
/** A project's files, by project id. */
const projectDocumentsTag = 'ProjectDocuments' as const;

/** A file for one milestone of a project, with what it is and whether the customer sees it. */
export interface MilestoneDocumentUpload {
  projectId: number;
  milestone: ProjectMilestoneKey;
  file: File;
  kind: DocumentKind;
  shared: boolean;
}

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
const projectsApi = api
  .enhanceEndpoints({ addTagTypes: [projectTag, projectDocumentsTag] })
  .injectEndpoints({
    overrideExisting: 'throw',
    endpoints: (build) => ({
      projects: build.query<ProjectListResponse, ProjectListQuery>({
        query: (params) => ({ url: '/api/projects/', params }),
        responseSchema: projectListResponseSchema,
        providesTags: [listTag],
      }),
      projectBoard: build.query<
        ProjectBoard,
        Omit<ProjectListQuery, 'scope' | 'page' | 'page_size'>
      >({
        query: (params) => ({ url: '/api/projects/board/', params }),
        responseSchema: projectBoardSchema,
        providesTags: [listTag],
      }),
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
      projectDocuments: build.query<DealDocument[], number>({
        query: (id) => ({ url: `/api/projects/${id}/documents/` }),
        responseSchema: dealDocumentsSchema,
        providesTags: (_result, _error, id) => [{ type: projectDocumentsTag, id }],
      }),
      uploadMilestoneDocument: build.mutation<DealDocument, MilestoneDocumentUpload>({
        // The file itself is the body, as on a deal's Documents card.
        query: ({ projectId, milestone, file, kind, shared }) => ({
          url: `/api/projects/${projectId}/milestones/${milestone}/documents/`,
          method: 'POST',
          params: { kind, name: file.name || 'document', shared: String(shared) },
          headers: { 'content-type': 'application/octet-stream' },
          body: file,
        }),
        extraOptions: { timeout: requestTimeouts.sharedHelper },
        responseSchema: dealDocumentSchema,
        invalidatesTags: (_result, _error, { projectId }) => [
          { type: projectDocumentsTag, id: projectId },
        ],
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
  useProjectDocumentsQuery,
  useUploadMilestoneDocumentMutation,
} = projectsApi;
