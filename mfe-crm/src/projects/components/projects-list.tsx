import { Box } from '@chakra-ui/react';
import {
  LoadFailure,
  LoadingOverlay,
  LoadingState,
  messages,
  pageCountOf,
  Pager,
  serverErrorTextOf,
} from '@solar/shared';
import { useEffect } from 'react';
import { useCrmProvincesQuery } from '../../crm-shared/api/deals-endpoints';
import {
  useProjectBoardQuery,
  useProjectPeopleQuery,
  useProjectsQuery,
} from '../api/projects-endpoints';
import { useProjectListUrlState } from '../hooks/use-project-list-url-state';
import { projectFilterParamsOf } from '../utils/project-list-url-state';
import { ProjectBoard } from './project-board';
import { ProjectDialog } from './project-dialog';
import { ProjectFilters } from './project-filters';
import { ProjectsTable } from './projects-table';
import { ProjectsViewSwitch } from './projects-view-switch';

/**
 * The body of both projects pages: search and filters, the list with paging (or, for active
 * projects, the board by milestone), and the project's dialog, all kept in the URL.
 */
export function ProjectsList({ scope }: { scope: 'active' | 'history' }) {
  const { state, update, setFilters, setPage, setPageSize } = useProjectListUrlState();
  const filters = projectFilterParamsOf(state);
  const onBoard = scope === 'active' && state.view === 'board';
  const list = useProjectsQuery(
    { scope, page: state.page, page_size: state.pageSize, ...filters },
    { skip: onBoard },
  );
  const board = useProjectBoardQuery(filters, { skip: !onBoard });
  const people = useProjectPeopleQuery();
  const provinces = useCrmProvincesQuery();
  const open = (project: { id: number }) =>
    update((current) => ({ ...current, project: project.id }));

  // A page past the end (an edited URL, the last project of the last page filtered away) moves back.
  const total = list.data?.count;
  useEffect(() => {
    if (total === undefined || list.isFetching || onBoard) return;
    const lastPage = pageCountOf(total, state.pageSize);
    if (state.page > lastPage) setPage(lastPage);
  }, [total, list.isFetching, onBoard, state.page, state.pageSize, setPage]);

  const filtered = Object.keys(filters).length > 0;
  const emptyText = filtered
    ? messages.noProjectsMatch
    : scope === 'active'
      ? messages.noActiveProjectsYet
      : messages.noProjectsHistoryYet;
  const current = onBoard ? board : list;

  return (
    <Box>
      <ProjectFilters
        scope={scope}
        state={state}
        provinces={provinces.data ?? []}
        people={people.data ?? []}
        onChange={setFilters}
      />
      {scope === 'active' ? (
        <ProjectsViewSwitch view={state.view} onChange={(view) => setFilters({ view })} />
      ) : null}

      {current.isError ? (
        <Box mb="4">
          <LoadFailure
            message={messages.failedToLoadProjectList}
            description={serverErrorTextOf(current.error)}
            onRetry={() => void current.refetch()}
          />
        </Box>
      ) : null}

      {onBoard ? (
        board.data ? (
          <LoadingOverlay loading={board.isFetching} label="Loading projects">
            <ProjectBoard board={board.data} onOpen={open} />
          </LoadingOverlay>
        ) : board.isFetching ? (
          <LoadingState label="Loading projects" />
        ) : null
      ) : (
        <LoadingOverlay loading={list.isFetching} label="Loading projects">
          {list.data || !list.isFetching ? (
            <ProjectsTable
              scope={scope}
              projects={list.data?.results ?? []}
              emptyText={emptyText}
              onOpen={open}
            />
          ) : (
            <Box minH="40" />
          )}
        </LoadingOverlay>
      )}

      {!onBoard && (total ?? 0) > 0 ? (
        <Box mt="4">
          <Pager
            total={total ?? 0}
            page={state.page}
            pageSize={state.pageSize}
            onPageChange={setPage}
            onPageSizeChange={setPageSize}
          />
        </Box>
      ) : null}

      {state.project !== null ? (
        <ProjectDialog
          projectId={state.project}
          editable={scope === 'active'}
          people={people.data ?? []}
          onClose={() => update((now) => ({ ...now, project: null }))}
        />
      ) : null}
    </Box>
  );
}
