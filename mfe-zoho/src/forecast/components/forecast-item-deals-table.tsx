import { Box, Heading, Link, Table, Text } from '@chakra-ui/react';
import {
  formatCalendarDay,
  formatNumber,
  LoadFailure,
  LoadingOverlay,
  messages,
  workplacePath,
} from '@solar/shared';
import { Link as RouterLink } from 'react-router';
import { useForecastItemDealsQuery } from '../api/forecast-endpoints';
import type { ForecastItemFigure } from '../hooks/use-forecast-view';
import { monthLabel } from '../utils/month-label';

/** The deals one figure of the forecast by item comes from, largest share first. */
export function ForecastItemDealsTable({ figure }: { figure: ForecastItemFigure }) {
  const deals = useForecastItemDealsQuery({ item_id: figure.itemId, month: figure.month });
  const rows = deals.data?.deals ?? [];
  return (
    <Box as="section" aria-label="Deals of the chosen figure">
      <Heading as="h2" size="md" mb="1">
        Deals expected to need {figure.itemno} in {monthLabel(figure.month)}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        Estimated: the deal has no proposal with a design, so the default BOM link at the average
        size.
      </Text>
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
                  <Table.ColumnHeader textAlign="end">Probability</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Per installation</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Expected</Table.ColumnHeader>
                  <Table.ColumnHeader>Expected day</Table.ColumnHeader>
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
                    <Table.Cell textAlign="end">
                      {formatNumber(deal.probability_percent)} %
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {formatNumber(deal.quantity)}
                      {deal.from_proposal ? null : (
                        <Text
                          fontSize="xs"
                          color="fg.muted"
                          title="No proposal with a design: the default BOM link at the average size"
                        >
                          estimated
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell textAlign="end">{formatNumber(deal.expected_quantity)}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatCalendarDay(deal.day)}</Table.Cell>
                  </Table.Row>
                ))}
                {deals.isSuccess && rows.length === 0 ? (
                  <Table.Row>
                    <Table.Cell colSpan={6}>
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
