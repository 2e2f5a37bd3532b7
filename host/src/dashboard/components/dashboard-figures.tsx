import { Alert, Button, SimpleGrid, Skeleton } from '@chakra-ui/react';
import { messages } from '@solar/shared';
import { useDashboardFiguresQuery } from '../api/dashboard-endpoints';
import { DealsByStageCard } from './deals-by-stage-card';
import { ProposalsByStatusCard } from './proposals-by-status-card';
import { RecentDealsCard } from './recent-deals-card';
import { WaitingDealsCard } from './waiting-deals-card';

/**
 * The figures of `GET /api/dashboard/`. The server leaves out (null) what the user cannot open,
 * so someone without CRM access sees no figures at all, only the quick links.
 */
export function DashboardFigures() {
  // Fresh on every visit: deals change on other pages while this one is away.
  const { data, isLoading, isError, isFetching, refetch } = useDashboardFiguresQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  if (isError) {
    return (
      <Alert.Root status="error" maxW="xl" role="alert">
        <Alert.Indicator />
        <Alert.Title>{messages.failedToLoadDashboard}</Alert.Title>
        <Button
          size="xs"
          variant="outline"
          ms="auto"
          loading={isFetching}
          onClick={() => void refetch()}
        >
          Retry
        </Button>
      </Alert.Root>
    );
  }
  if (isLoading || !data) {
    return (
      <SimpleGrid
        columns={{ base: 1, lg: 2 }}
        gap="4"
        aria-busy="true"
        aria-label="Loading dashboard figures"
        role="status"
      >
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} height="56" borderRadius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (!data.deals && !data.proposals) return null;
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="stretch">
      {data.deals ? <DealsByStageCard deals={data.deals} /> : null}
      {data.deals ? <WaitingDealsCard deals={data.deals} /> : null}
      {data.deals ? <RecentDealsCard deals={data.deals} /> : null}
      {data.proposals ? <ProposalsByStatusCard proposals={data.proposals} /> : null}
    </SimpleGrid>
  );
}
