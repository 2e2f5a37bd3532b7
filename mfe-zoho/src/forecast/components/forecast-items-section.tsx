import { Box, Heading, Text } from '@chakra-ui/react';
import { LoadFailure, LoadingOverlay, messages } from '@solar/shared';
import { useForecastItemsQuery } from '../api/forecast-endpoints';
import type { ForecastItemFigure } from '../hooks/use-forecast-view';
import { ForecastItemDealsTable } from './forecast-item-deals-table';
import { ForecastItemsTable } from './forecast-items-table';

interface ForecastItemsSectionProps {
  figure: ForecastItemFigure | null;
  onSelect: (figure: ForecastItemFigure) => void;
}

/** The forecast by item: the parts the expected installations need, and a figure's deals. */
export function ForecastItemsSection({ figure, onSelect }: ForecastItemsSectionProps) {
  const items = useForecastItemsQuery();
  return (
    <>
      <Box as="section" aria-labelledby="forecast-items">
        <Heading as="h2" size="md" id="forecast-items" mb="1">
          Expected parts by item
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="2">
          Each deal&apos;s probability × the parts list of its latest proposal (a deal without a
          design: the default BOM link at the average size). Choose a figure to see its deals.
        </Text>
        {items.isError ? (
          <LoadFailure
            message={messages.forecastItemsLoadFailed}
            onRetry={() => void items.refetch()}
          />
        ) : (
          <LoadingOverlay loading={items.isFetching} label="Loading the forecast by item">
            {items.data ? (
              <ForecastItemsTable data={items.data} figure={figure} onSelect={onSelect} />
            ) : null}
          </LoadingOverlay>
        )}
      </Box>
      {figure ? <ForecastItemDealsTable figure={figure} /> : null}
    </>
  );
}
