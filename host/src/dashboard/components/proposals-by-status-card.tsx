import { DataList, Text } from '@chakra-ui/react';
import { formatNumber, StatusTag, type DashboardProposals } from '@solar/shared';
import { dashboardPaths } from '../utils/dashboard-paths';
import { DashboardCard } from './dashboard-card';
import { MaybeLink } from './maybe-link';

/** Proposals of the user's deals by status, every status shown. */
export function ProposalsByStatusCard({ proposals }: { proposals: DashboardProposals }) {
  const link = dashboardPaths.proposals;
  return (
    <DashboardCard
      title="Proposals by status"
      footer={
        <Text fontSize="sm" color="fg.muted">
          {formatNumber(proposals.total)} in all.{' '}
          <MaybeLink menuPath={link.menuPath} to={link.to()}>
            Open proposals
          </MaybeLink>
        </Text>
      }
    >
      <DataList.Root orientation="horizontal" gap="3">
        {proposals.by_status.map((status) => (
          <DataList.Item key={status.id}>
            <DataList.ItemLabel>
              <StatusTag label={status.name} />
            </DataList.ItemLabel>
            <DataList.ItemValue fontWeight="semibold" data-testid={`proposals-${status.name}`}>
              {formatNumber(status.count)}
            </DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </DashboardCard>
  );
}
