import { api, projectMapSchema, type ProjectMap } from '@solar/shared';

/** Project Info Map: the installations of the chosen weeks with their material status. */
export const projectInfoMapApi = api.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    projectInfoMap: build.query<ProjectMap, { fromWeek: string; weeks: number }>({
      query: ({ fromWeek, weeks }) => ({
        url: '/api/demand/project-map/',
        params: { from_week: fromWeek, weeks },
      }),
      responseSchema: projectMapSchema,
    }),
  }),
});

export const { useProjectInfoMapQuery } = projectInfoMapApi;
