import { Box, Heading, Link, Table, Text } from '@chakra-ui/react';
import { formatNumber, LoadFailure, LoadingOverlay, messages, workplacePath } from '@solar/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface ForecastDeal {
  deal_id: number;
  deal_name: string;
  stage_name: string;
}

interface ForecastDealsSectionProps<Deal extends ForecastDeal> {
  heading: ReactNode;
  /** How to read the table, under the heading. */
  intro?: ReactNode;
  deals: {
    data?: { deals: Deal[]; total: number } | undefined;
    isError: boolean;
    isFetching: boolean;
    isSuccess: boolean;
    refetch: () => unknown;
  };
  /** The columns after Deal and Stage. */
  columns: readonly { label: string; numeric?: boolean }[];
  /** A deal's cells after its name and stage, in the order of `columns`. */
  cells: (deal: Deal) => ReactNode;
}

/**
 * The deals one forecast figure comes from, largest share first: by month (kW) or by item
 * (quantities), each deal linked to its page; only the largest are listed, and it says so.
 */
export function ForecastDealsSection<Deal extends ForecastDeal>({
  heading,
  intro,
  deals,
  columns,
  cells,
}: ForecastDealsSectionProps<Deal>) {
  const rows = deals.data?.deals ?? [];
  return (
    <Box as="section" aria-label="Deals of the chosen figure">
      <Heading as="h2" size="md" mb={intro ? '1' : '2'}>
        {heading}
      </Heading>
      {intro ? (
        <Text fontSize="sm" color="fg.muted" mb="2">
          {intro}
        </Text>
      ) : null}
      {deals.isError ? (
        <LoadFailure
          message={messages.forecastDealsLoadFailed}
          onRetry={() => void deals.refetch()}
        />
      ) : (
        <LoadingOverlay loading={deals.isFetching} label="Loading deals">
          {deals.data && deals.data.total > rows.length ? (
            <Text fontSize="sm" color="fg.muted" mb="2">
              The {formatNumber(rows.length)} largest of {formatNumber(deals.data.total)} deals.
            </Text>
          ) : null}
          <Box borderWidth="1px" borderRadius="md" overflowX="auto">
            <Table.Root size="sm" aria-label="Deals of the figure">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Deal</Table.ColumnHeader>
                  <Table.ColumnHeader>Stage</Table.ColumnHeader>
                  {columns.map((column) => (
                    <Table.ColumnHeader
                      key={column.label}
                      textAlign={column.numeric ? 'end' : undefined}
                    >
                      {column.label}
                    </Table.ColumnHeader>
                  ))}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {rows.map((deal) => (
                  <Table.Row key={deal.deal_id}>
                    <Table.Cell>
                      <Link asChild color="fg.info">
                        <RouterLink
                          to={workplacePath('crm/deal-details/:dealId', { dealId: deal.deal_id })}
                        >
                          {deal.deal_name}
                        </RouterLink>
                      </Link>
                    </Table.Cell>
                    <Table.Cell>{deal.stage_name}</Table.Cell>
                    {cells(deal)}
                  </Table.Row>
                ))}
                {deals.isSuccess && rows.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={columns.length + 2}>
                      <Text color="fg.muted" py="4" textAlign="center">
                        {messages.forecastNoDeals}
                      </Text>
                    </Table.Cell>
                  </Table.Row>
                ) : null}
              </Table.Body>
            </Table.Root>
          </Box>
        </LoadingOverlay>
      )}
    </Box>
  );
}
