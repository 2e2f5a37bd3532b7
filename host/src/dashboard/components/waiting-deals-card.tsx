import { Stack, Text } from '@chakra-ui/react';
import {
  formatDate,
  formatNumber,
  proposalRequestedStageName,
  type DashboardDeals,
} from '@solar/shared';
import { dashboardPaths } from '../utils/dashboard-paths';
import { daysSince } from '../utils/days-since';
import { DashboardCard } from './dashboard-card';
import { MaybeLink } from './maybe-link';

const daysText = (days: number) => (days === 1 ? '1 day' : `${days} days`);

/** How many deals wait for a proposal, and the ones waiting longest. */
export function WaitingDealsCard({ deals }: { deals: DashboardDeals }) {
  const waiting = deals.proposal_requested;
  const { dealDetails, dealsOfStage } = dashboardPaths;
  return (
    <DashboardCard
      title={`Waiting in ${proposalRequestedStageName}`}
      footer={
        waiting.stage_id !== null && waiting.count > 0 ? (
          <MaybeLink menuPath={dealsOfStage.menuPath} to={dealsOfStage.to(waiting.stage_id)}>
            Show all {formatNumber(waiting.count)} in the deals list
          </MaybeLink>
        ) : null
      }
    >
      <Text fontSize="3xl" fontWeight="bold" lineHeight="1" data-testid="waiting-count">
        {formatNumber(waiting.count)}
      </Text>
      <Text color="fg.muted" mb="3">
        {waiting.count === 1 ? 'deal waits' : 'deals wait'} for a proposal
      </Text>
      {waiting.oldest.length === 0 ? (
        <Text>No deals are waiting.</Text>
      ) : (
        <Stack as="ol" gap="2" listStyleType="none" aria-label="Waiting longest">
          {waiting.oldest.map((deal) => (
            <li key={deal.id}>
              <MaybeLink menuPath={dealDetails.menuPath} to={dealDetails.to(deal.id)}>
                {deal.name}
              </MaybeLink>
              <Text fontSize="sm" color="fg.muted">
                unchanged since {formatDate(deal.since)} ({daysText(daysSince(deal.since))})
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
