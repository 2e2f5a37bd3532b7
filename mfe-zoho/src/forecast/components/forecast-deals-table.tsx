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
import { useForecastDealsQuery } from '../api/forecast-endpoints';
import type { ForecastFigure } from '../hooks/use-forecast-figure';
import { monthLabel } from '../utils/month-label';

const titles: Record<ForecastFigure['source'], string> = {
  forecast: 'Deals expected to install in',
  snapshot: 'Deals as forecast then for',
  actual: 'Projects installed in',
};

/** The deals one figure comes from, largest share first. */
export function ForecastDealsTable({ figure }: { figure: ForecastFigure }) {
  const deals = useForecastDealsQuery(figure);
  const rows = deals.data?.deals ?? [];
  const installed = figure.source === 'actual';
  return (
    <Box as="section" aria-label="Deals of the chosen figure">
      <Heading as="h2" size="md" mb="2">
        {titles[figure.source]} {monthLabel(figure.month)}
      </Heading>
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
                  {installed ? null : (
                    <Table.ColumnHeader textAlign="end">Probability</Table.ColumnHeader>
                  )}
                  <Table.ColumnHeader textAlign="end">Size kW</Table.ColumnHeader>
                  {installed ? null : (
                    <Table.ColumnHeader textAlign="end">Expected kW</Table.ColumnHeader>
                  )}
                  {figure.source === 'snapshot' ? null : (
                    <Table.ColumnHeader>{installed ? 'Installed' : 'Expected'}</Table.ColumnHeader>
                  )}
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
                    {installed ? null : (
                      <Table.Cell textAlign="end">
                        {deal.probability_percent === null
                          ? '—'
                          : `${formatNumber(deal.probability_percent)} %`}
                      </Table.Cell>
                    )}
                    <Table.Cell textAlign="end">
                      {deal.size_kw === null ? '—' : formatNumber(deal.size_kw)}
                      {deal.size_estimated ? (
                        <Text as="span" fontSize="xs" color="fg.muted">
                          {' '}
                          (average)
                        </Text>
                      ) : null}
                    </Table.Cell>
                    {installed ? null : (
                      <Table.Cell textAlign="end">
                        {deal.expected_kw === null ? '—' : formatNumber(deal.expected_kw)}
                      </Table.Cell>
                    )}
                    {figure.source === 'snapshot' ? null : (
                      <Table.Cell whiteSpace="nowrap">
                        {deal.day ? formatCalendarDay(deal.day) : '—'}
                      </Table.Cell>
                    )}
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
