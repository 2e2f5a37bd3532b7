import { Heading, Stack, Text } from '@chakra-ui/react';
import { displayNameOf, selectPermittedPaths, selectUser, useAppSelector } from '@solar/shared';
import { DashboardFigures } from './components/dashboard-figures';
import { MyTasksPanel } from './components/my-tasks-panel';
import { QuickLinks } from './components/quick-links';
import { TodayMeetingsCard } from './components/today-meetings-card';
import { dashboardPaths } from './utils/dashboard-paths';

/**
 * The staff landing page: a greeting, the user's open tasks and today's meetings, the figures of
 * the deals and proposals the user may see (none for someone without CRM access), and quick links
 * to the areas they may open.
 */
export function DashboardPage() {
  const user = useAppSelector(selectUser);
  const permitted = useAppSelector(selectPermittedPaths);
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Welcome, {displayNameOf(user)}
        </Heading>
        <Text color="fg.muted">Your deals at a glance, and the work areas you can open.</Text>
      </Stack>
      <MyTasksPanel />
      {/* Today's meetings for whoever may open the calendar. */}
      {permitted.includes(dashboardPaths.meetingsOfDay.menuPath) ? <TodayMeetingsCard /> : null}
      <DashboardFigures />
      <Stack gap="3" as="section" aria-labelledby="work-areas">
        <Heading as="h2" size="lg" id="work-areas">
          Your work areas
        </Heading>
        <QuickLinks />
      </Stack>
    </Stack>
  );
}
