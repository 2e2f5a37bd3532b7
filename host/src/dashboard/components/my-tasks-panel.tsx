import {
  Alert,
  Button,
  Card,
  Heading,
  HStack,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import {
  formatCalendarDay,
  formatNumber,
  messages,
  type MyTask,
  selectPermittedPaths,
  useAppSelector,
} from '@solar/shared';
import { useId, useState } from 'react';
import { useDashboardMyTasksQuery } from '../api/my-tasks-endpoints';
import { dashboardPaths } from '../utils/dashboard-paths';
import { MaybeLink } from './maybe-link';

/** The menu paths that open a deal's or a lead's timeline, where tasks are written; the API's same rule. */
const taskPaths = ['crm/deals', 'crm/deal-details', 'crm/leads'];
/** Tasks a group shows before "Show all". */
const shownAtFirst = 5;

type Group = 'overdue' | 'today' | 'upcoming';
const groups: { key: Group; title: string }[] = [
  { key: 'overdue', title: 'Overdue' },
  { key: 'today', title: 'Today' },
  { key: 'upcoming', title: 'Upcoming' },
];

/**
 * "My tasks" on the dashboard: how many of the user's open tasks are overdue, due today and
 * upcoming, each with its deal or lead (a link to where its timeline opens). Shown to those who
 * may open deals or leads.
 */
export function MyTasksPanel() {
  const permitted = useAppSelector(selectPermittedPaths);
  if (!taskPaths.some((path) => permitted.includes(path))) return null;
  return <MyTasksContent />;
}

function MyTasksContent() {
  const headingId = useId();
  const tasks = useDashboardMyTasksQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          My tasks
        </Heading>
      </Card.Header>
      <Card.Body pt="3">
        {tasks.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{messages.failedToLoadMyTasks}</Alert.Title>
            <Button
              size="xs"
              variant="outline"
              ms="auto"
              loading={tasks.isFetching}
              onClick={() => void tasks.refetch()}
            >
              Retry
            </Button>
          </Alert.Root>
        ) : !tasks.data ? (
          <Skeleton height="24" aria-label="Loading your tasks" role="status" />
        ) : tasks.data.counts.overdue + tasks.data.counts.today + tasks.data.counts.upcoming ===
          0 ? (
          <Text color="fg.muted">{messages.myTasksEmpty}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {groups.map(({ key, title }) => (
              <TaskGroup
                key={key}
                title={title}
                count={tasks.data!.counts[key]}
                tasks={tasks.data![key]}
                alarming={key === 'overdue'}
              />
            ))}
          </SimpleGrid>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function TaskGroup({
  title,
  count,
  tasks,
  alarming,
}: {
  title: string;
  count: number;
  tasks: MyTask[];
  alarming: boolean;
}) {
  const [all, setAll] = useState(false);
  const headingId = useId();
  const shown = all ? tasks : tasks.slice(0, shownAtFirst);
  const { dealDetails, leadsNamed } = dashboardPaths;
  return (
    <Stack gap="2" as="section" aria-labelledby={headingId}>
      <HStack gap="2" align="baseline">
        <Heading as="h3" size="sm" id={headingId}>
          {title}
        </Heading>
        <Text
          fontSize="2xl"
          fontWeight="bold"
          lineHeight="1"
          color={alarming && count > 0 ? 'fg.error' : undefined}
          aria-label={`${formatNumber(count)} ${title.toLowerCase()}`}
        >
          {formatNumber(count)}
        </Text>
      </HStack>
      {tasks.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          None.
        </Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" aria-labelledby={headingId}>
          {shown.map((task) => (
            <li key={task.id}>
              <Text wordBreak="break-word">{task.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                Due {formatCalendarDay(task.due_date)} ·{' '}
                {task.deal ? (
                  <MaybeLink menuPath={dealDetails.menuPath} to={dealDetails.to(task.deal.id)}>
                    {task.deal.name}
                  </MaybeLink>
                ) : task.lead ? (
                  <MaybeLink menuPath={leadsNamed.menuPath} to={leadsNamed.to(task.lead.name)}>
                    {task.lead.name}
                  </MaybeLink>
                ) : null}
              </Text>
            </li>
          ))}
        </Stack>
      )}
      {tasks.length > shownAtFirst ? (
        <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${formatNumber(tasks.length)}`}
        </Button>
      ) : null}
      {count > tasks.length && all ? (
        <Text fontSize="sm" color="fg.muted">
          The {formatNumber(tasks.length)} due soonest of {formatNumber(count)}.
        </Text>
      ) : null}
    </Stack>
  );
}
