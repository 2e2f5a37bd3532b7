import { Table, Text } from '@chakra-ui/react';
import { formatDateTime, StatusTag, type DashboardDeals } from '@solar/shared';
import { dashboardPaths } from '../utils/dashboard-paths';
import { DashboardCard } from './dashboard-card';
import { MaybeLink } from './maybe-link';

/** The deals changed most recently, newest first, as the deals list orders them. */
export function RecentDealsCard({ deals }: { deals: DashboardDeals }) {
  const { dealDetails } = dashboardPaths;
  return (
    <DashboardCard title="Recently changed deals">
      {deals.recent.length === 0 ? (
        <Text>No deals yet.</Text>
      ) : (
        // The date and time may take two lines, so that the whole row fits a half-width card.
        <Table.ScrollArea whiteSpace="normal">
          <Table.Root size="sm" aria-label="Recently changed deals">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Deal</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Stage</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">Changed</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {deals.recent.map((deal) => (
                <Table.Row key={deal.id} data-deal-id={deal.id}>
                  <Table.Cell>
                    <MaybeLink menuPath={dealDetails.menuPath} to={dealDetails.to(deal.id)}>
                      {deal.name}
                    </MaybeLink>
                  </Table.Cell>
                  <Table.Cell>
                    <StatusTag label={deal.stage.name} />
                  </Table.Cell>
                  <Table.Cell>
                    <StatusTag label={deal.status.name} />
                  </Table.Cell>
                  <Table.Cell>{formatDateTime(deal.updated_at)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </DashboardCard>
  );
}
