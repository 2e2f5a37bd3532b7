import { Badge, Button, Table, Text } from '@chakra-ui/react';
import {
  formatCalendarDay,
  formatDate,
  type ProjectSummary,
  projectMilestoneNames,
  StatusTag,
} from '@solar/shared';
import { projectStatusPalette } from '../utils/project-status-palette';

interface ProjectsTableProps {
  scope: 'active' | 'history';
  projects: readonly ProjectSummary[];
  /** What the empty table says: how projects come here, or how to see them all. */
  emptyText: string;
  onOpen: (project: ProjectSummary) => void;
}

/**
 * Active Projects: deal, place, owner, status, current milestone and the next planned date, a
 * project with a milestone past its plan highlighted. Projects History: deal, place, owner,
 * how it ended and when.
 */
export function ProjectsTable({ scope, projects, emptyText, onOpen }: ProjectsTableProps) {
  const active = scope === 'active';
  const columns = active ? 7 : 5;
  return (
    // The table scrolls inside its card on a narrow screen, the page itself never does.
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={active ? 'Active projects' : 'Finished projects'}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Deal</Table.ColumnHeader>
            <Table.ColumnHeader>City / Province</Table.ColumnHeader>
            <Table.ColumnHeader>Owner</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            {active ? (
              <>
                <Table.ColumnHeader>Current milestone</Table.ColumnHeader>
                <Table.ColumnHeader>Next planned</Table.ColumnHeader>
                <Table.ColumnHeader>Late</Table.ColumnHeader>
              </>
            ) : (
              <Table.ColumnHeader>Last change</Table.ColumnHeader>
            )}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {projects.length === 0 ? (
            <Table.Row>
              <Table.Cell colSpan={columns}>
                <Text color="fg.muted" py="4">
                  {emptyText}
                </Text>
              </Table.Cell>
            </Table.Row>
          ) : (
            projects.map((project) => (
              <Table.Row
                key={project.id}
                data-late={project.late ? 'true' : undefined}
                bg={active && project.late ? 'red.subtle' : undefined}
              >
                <Table.Cell>
                  <Button
                    variant="plain"
                    color="blue.fg"
                    p="0"
                    h="auto"
                    textAlign="start"
                    whiteSpace="normal"
                    onClick={() => onOpen(project)}
                  >
                    {project.deal.name}
                  </Button>
                </Table.Cell>
                <Table.Cell>
                  {[project.city, project.province].filter((part) => part !== '').join(', ')}
                </Table.Cell>
                <Table.Cell>{project.owner?.name ?? '—'}</Table.Cell>
                <Table.Cell>
                  <StatusTag
                    label={project.status}
                    colorPalette={projectStatusPalette[project.status]}
                  />
                  {project.status === 'Blocked' ? (
                    <Text fontSize="xs" color="fg.muted" mt="1">
                      {project.blocked_reason}
                    </Text>
                  ) : null}
                </Table.Cell>
                {active ? (
                  <>
                    <Table.Cell>
                      {project.current_milestone === null
                        ? '—'
                        : projectMilestoneNames[project.current_milestone]}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      {project.next_planned_date === null
                        ? 'Not planned'
                        : formatCalendarDay(project.next_planned_date)}
                    </Table.Cell>
                    <Table.Cell>
                      {project.late ? <Badge colorPalette="red">Late</Badge> : null}
                    </Table.Cell>
                  </>
                ) : (
                  <Table.Cell whiteSpace="nowrap">{formatDate(project.updated_at)}</Table.Cell>
                )}
              </Table.Row>
            ))
          )}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
