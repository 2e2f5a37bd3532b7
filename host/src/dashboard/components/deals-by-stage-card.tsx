import { Text } from '@chakra-ui/react';
import { formatNumber, type DashboardDeals } from '@solar/shared';
import { dashboardPaths } from '../utils/dashboard-paths';
import { DashboardCard } from './dashboard-card';
import { MaybeLink } from './maybe-link';
import { StageBarChart } from './stage-bar-chart';

/** Counts of the deals the user may see, by stage. */
export function DealsByStageCard({ deals }: { deals: DashboardDeals }) {
  const { dealsOfStage } = dashboardPaths;
  return (
    <DashboardCard
      title="Deals by stage"
      footer={
        <Text fontSize="sm" color="fg.muted">
          {formatNumber(deals.total)} {deals.total === 1 ? 'deal' : 'deals'} you can see.{' '}
          <MaybeLink menuPath={dealsOfStage.menuPath} to={dealsOfStage.to('all')}>
            Open the deals list
          </MaybeLink>
        </Text>
      }
    >
      <StageBarChart stages={deals.by_stage} />
    </DashboardCard>
  );
}
