import {
  Badge,
  Button,
  CloseButton,
  Box,
  HStack,
  SimpleGrid,
  Dialog,
  Heading,
  Link as ChakraLink,
  Portal,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import {
  formatCalendarDay,
  formatDate,
  formatMoney,
  LoadFailure,
  LoadingState,
  messages,
  type ProjectDetails,
  type ProjectMilestone,
  projectMilestoneNames,
  type ProjectPerson,
  StatusTag,
  workplacePath,
} from '@solar/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { useProjectDocumentsQuery, useProjectQuery } from '../api/projects-endpoints';
import { projectStatusPalette } from '../utils/project-status-palette';
import { MilestoneDialog } from './milestone-dialog';
import { MilestoneDocumentUploadForm } from './milestone-document-upload-form';
import { MilestoneDocuments } from './milestone-documents';
import { ProjectStatusForm } from './project-status-form';

interface ProjectDialogProps {
  projectId: number;
  /** Active Projects changes projects; Projects History only shows their records. */
  editable: boolean;
  people: readonly ProjectPerson[];
  onClose: () => void;
}

const systemText = (system: NonNullable<ProjectDetails['system']>) =>
  `${system.panels} panels, ${(system.size_hundredths_kw / 100).toFixed(2)} kW, ${formatMoney(system.price_cents)} (proposal version ${system.proposal_version})`;

/**
 * A project's record: where and what was sold, who owns it, its status and crew, and its
 * milestones with planned and actual dates, owners, notes and documents. In Active Projects each
 * can be changed here, and documents added to a milestone.
 */
export function ProjectDialog({ projectId, editable, people, onClose }: ProjectDialogProps) {
  const project = useProjectQuery(projectId, { refetchOnMountOrArgChange: true });
  const documents = useProjectDocumentsQuery(projectId, { refetchOnMountOrArgChange: true });
  const [editing, setEditing] = useState<ProjectMilestone | null>(null);
  const data = project.data;
  const canChange = editable && data !== undefined && data.status !== 'Cancelled';

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content width="960px" maxW="calc(100vw - 1rem)">
            <Dialog.Header>
              <Dialog.Title>{data ? `Project: ${data.deal.name}` : 'Project'}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {project.isLoading ? (
                <LoadingState label="Loading the project" />
              ) : !data ? (
                <LoadFailure
                  message={messages.failedToLoadProject}
                  onRetry={() => void project.refetch()}
                />
              ) : (
                <Stack gap="5">
                  <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
                    <Box>
                      <Text as="dt" fontSize="sm" color="fg.muted">
                        Deal
                      </Text>
                      <Box as="dd">
                        <ChakraLink asChild color="blue.fg">
                          <Link
                            to={workplacePath('crm/deal-details/:dealId', { dealId: data.deal.id })}
                          >
                            {data.deal.name}
                          </Link>
                        </ChakraLink>
                      </Box>
                    </Box>
                    <Box>
                      <Text as="dt" fontSize="sm" color="fg.muted">
                        City / Province
                      </Text>
                      <Box as="dd">
                        {[data.city, data.province].filter((part) => part !== '').join(', ')}
                      </Box>
                    </Box>
                    <Box>
                      <Text as="dt" fontSize="sm" color="fg.muted">
                        Status
                      </Text>
                      <HStack as="dd" gap="2" wrap="wrap">
                        <StatusTag
                          label={data.status}
                          colorPalette={projectStatusPalette[data.status]}
                        />
                        {data.status === 'Blocked' ? <Text>{data.blocked_reason}</Text> : null}
                        {data.late ? <Badge colorPalette="red">Late</Badge> : null}
                      </HStack>
                    </Box>
                    <Box>
                      <Text as="dt" fontSize="sm" color="fg.muted">
                        System sold
                      </Text>
                      <Box as="dd">
                        {data.system
                          ? systemText(data.system)
                          : 'No approved proposal when the project started'}
                      </Box>
                    </Box>
                    <Box>
                      <Text as="dt" fontSize="sm" color="fg.muted">
                        Started
                      </Text>
                      <Box as="dd">{formatDate(data.created_at)}</Box>
                    </Box>
                    {canChange ? null : (
                      <>
                        <Box>
                          <Text as="dt" fontSize="sm" color="fg.muted">
                            Owner
                          </Text>
                          <Box as="dd">{data.owner?.name ?? '—'}</Box>
                        </Box>
                        <Box>
                          <Text as="dt" fontSize="sm" color="fg.muted">
                            Installer crew
                          </Text>
                          <Box as="dd">{data.installer_crew || '—'}</Box>
                        </Box>
                      </>
                    )}
                  </SimpleGrid>

                  {canChange ? (
                    <ProjectStatusForm
                      key={data.version}
                      project={data}
                      people={people}
                      onReload={() => void project.refetch()}
                    />
                  ) : null}

                  <Stack gap="2">
                    <Heading as="h3" size="md">
                      Milestones
                    </Heading>
                    <Table.ScrollArea borderWidth="1px" rounded="md">
                      <Table.Root size="sm" aria-label="Milestones">
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>Milestone</Table.ColumnHeader>
                            <Table.ColumnHeader>Planned</Table.ColumnHeader>
                            <Table.ColumnHeader>Actual</Table.ColumnHeader>
                            <Table.ColumnHeader>Owner</Table.ColumnHeader>
                            <Table.ColumnHeader>Notes</Table.ColumnHeader>
                            <Table.ColumnHeader>Documents</Table.ColumnHeader>
                            {canChange ? <Table.ColumnHeader>Actions</Table.ColumnHeader> : null}
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {data.milestones.map((milestone) => (
                            <Table.Row
                              key={milestone.key}
                              data-late={milestone.late ? 'true' : undefined}
                              bg={milestone.late ? 'red.subtle' : undefined}
                            >
                              <Table.Cell
                                fontWeight={
                                  data.current_milestone === milestone.key ? 'bold' : 'normal'
                                }
                              >
                                {projectMilestoneNames[milestone.key]}
                                {milestone.late ? (
                                  <Badge colorPalette="red" ms="2">
                                    Late
                                  </Badge>
                                ) : null}
                              </Table.Cell>
                              <Table.Cell whiteSpace="nowrap">
                                {milestone.planned_date
                                  ? formatCalendarDay(milestone.planned_date)
                                  : '—'}
                              </Table.Cell>
                              <Table.Cell whiteSpace="nowrap">
                                {milestone.actual_date
                                  ? formatCalendarDay(milestone.actual_date)
                                  : '—'}
                              </Table.Cell>
                              <Table.Cell>{milestone.owner?.name ?? '—'}</Table.Cell>
                              <Table.Cell minW="160px">
                                <Text whiteSpace="pre-wrap">{milestone.notes}</Text>
                                {milestone.out_of_order_reason ? (
                                  <Text fontSize="xs" color="fg.muted">
                                    Out of order: {milestone.out_of_order_reason}
                                  </Text>
                                ) : null}
                              </Table.Cell>
                              <Table.Cell minW="140px">
                                {documents.isError ? (
                                  <Text fontSize="xs" color="fg.muted">
                                    {messages.failedToLoadProjectDocuments}
                                  </Text>
                                ) : (
                                  <MilestoneDocuments
                                    projectId={data.id}
                                    milestoneName={projectMilestoneNames[milestone.key]}
                                    documents={(documents.data ?? []).filter(
                                      (document) => document.milestone === milestone.key,
                                    )}
                                  />
                                )}
                              </Table.Cell>
                              {canChange ? (
                                <Table.Cell>
                                  <Button
                                    size="xs"
                                    variant="outline"
                                    aria-label={`Edit ${projectMilestoneNames[milestone.key]}`}
                                    onClick={() => setEditing(milestone)}
                                  >
                                    Edit
                                  </Button>
                                </Table.Cell>
                              ) : null}
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                  </Stack>
                  {canChange ? (
                    <MilestoneDocumentUploadForm
                      projectId={data.id}
                      initialMilestone={data.current_milestone ?? 'closed'}
                    />
                  ) : null}
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {editing && data ? (
        <MilestoneDialog
          project={data}
          milestone={editing}
          people={people}
          onClose={() => setEditing(null)}
          onReload={() => void project.refetch()}
        />
      ) : null}
    </Dialog.Root>
  );
}
