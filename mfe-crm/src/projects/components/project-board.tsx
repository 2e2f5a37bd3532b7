import { Badge, Box, Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import {
  formatCalendarDay,
  formatNumber,
  messages,
  type ProjectBoard as Board,
  type ProjectSummary,
  projectMilestoneNames,
  StatusTag,
} from '@solar/shared';
import { projectStatusPalette } from '../utils/project-status-palette';

interface ProjectBoardProps {
  board: Board;
  onOpen: (project: ProjectSummary) => void;
}

/**
 * The active projects by current milestone, in the milestones' order: columns side by side that
 * scroll sideways (one about a phone's width at a time, as on the deals board), late cards first
 * and marked.
 */
export function ProjectBoard({ board, onOpen }: ProjectBoardProps) {
  return (
    <Flex
      gap="3"
      overflowX="auto"
      scrollSnapType="x mandatory"
      pb="2"
      role="region"
      aria-label="Projects by milestone"
      tabIndex={0}
    >
      {board.columns.map((column) => {
        const headingId = `board-milestone-${column.milestone}`;
        return (
          <Box
            as="section"
            key={column.milestone}
            aria-labelledby={headingId}
            flex={{ base: '0 0 calc(100% - 2.5rem)', sm: '0 0 16rem' }}
            scrollSnapAlign="start"
            borderWidth="1px"
            bg="bg.subtle"
            rounded="md"
            p="2"
          >
            <HStack justify="space-between" gap="2" mb="2" px="1">
              <Heading as="h3" size="sm" id={headingId}>
                {projectMilestoneNames[column.milestone]}
              </Heading>
              <Badge aria-label={`${formatNumber(column.count)} projects`} variant="solid">
                {formatNumber(column.count)}
              </Badge>
            </HStack>
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
              {column.projects.length === 0 ? (
                <Text as="li" fontSize="sm" color="fg.muted" px="1">
                  {messages.projectBoardColumnEmpty}
                </Text>
              ) : (
                column.projects.map((project) => (
                  <Box
                    as="li"
                    key={project.id}
                    bg="bg"
                    borderWidth="1px"
                    borderColor={project.late ? 'red.solid' : 'border'}
                    rounded="md"
                    p="2"
                  >
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
                    <Text fontSize="xs" color="fg.muted">
                      {[project.city, project.province].filter((part) => part !== '').join(', ')}
                    </Text>
                    <HStack gap="2" mt="1" wrap="wrap">
                      <StatusTag
                        label={project.status}
                        colorPalette={projectStatusPalette[project.status]}
                      />
                      {project.late ? <Badge colorPalette="red">Late</Badge> : null}
                    </HStack>
                    <Text fontSize="xs" mt="1">
                      {project.next_planned_date === null
                        ? 'Not planned'
                        : `Planned ${formatCalendarDay(project.next_planned_date)}`}
                    </Text>
                  </Box>
                ))
              )}
              {column.count > column.projects.length ? (
                <Text as="li" fontSize="xs" color="fg.muted" px="1">
                  {`${formatNumber(column.count - column.projects.length)} more: narrow the filters to see them`}
                </Text>
              ) : null}
            </Stack>
          </Box>
        );
      })}
    </Flex>
  );
}
