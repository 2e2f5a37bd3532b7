import { Box, Button, Group, Heading, Stack, Text } from '@chakra-ui/react';
import {
  type ForecastStage,
  formatNumber,
  LoadFailure,
  LoadingOverlay,
  messages,
  PageHeader,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { useForecastQuery } from './api/forecast-endpoints';
import { ForecastAccuracyChart } from './components/forecast-accuracy-chart';
import { ForecastAccuracyTable } from './components/forecast-accuracy-table';
import { ForecastDealsTable } from './components/forecast-deals-table';
import { ForecastItemsSection } from './components/forecast-items-section';
import { ForecastMonthsTable } from './components/forecast-months-table';
import { ForecastStageDialog } from './components/forecast-stage-dialog';
import { ForecastStagesTable } from './components/forecast-stages-table';
import { useForecastFigure } from './hooks/use-forecast-figure';
import { useForecastView, type ForecastView } from './hooks/use-forecast-view';

const { title } = workplaceRouteByPattern('zoho/forecast');

const views: [ForecastView, string][] = [
  ['month', 'By month'],
  ['item', 'By item'],
];

/**
 * Expected installations from the open pipeline by month or as parts by item, the deals behind
 * every figure, the
 * forecast's accuracy against past installations, and the stages' probabilities.
 */
export function ForecastPage() {
  const forecast = useForecastQuery();
  const [figure, chooseFigure] = useForecastFigure();
  const { view, chooseView, itemFigure, chooseItemFigure } = useForecastView();
  const [editing, setEditing] = useState<ForecastStage | null>(null);
  const data = forecast.data;

  return (
    <Box>
      <PageHeader title={title} description={messages.forecastDescription} />
      {forecast.isError ? (
        <LoadFailure
          message={messages.forecastLoadFailed}
          onRetry={() => void forecast.refetch()}
        />
      ) : (
        <LoadingOverlay loading={forecast.isFetching} label="Loading the forecast">
          {data ? (
            <Stack gap="8">
              <Group attached role="group" aria-label="Forecast view" alignSelf="flex-start">
                {views.map(([value, label]) => (
                  <Button
                    key={value}
                    size="sm"
                    variant={view === value ? 'solid' : 'outline'}
                    aria-pressed={view === value}
                    onClick={() => chooseView(value)}
                  >
                    {label}
                  </Button>
                ))}
              </Group>
              {view === 'item' ? (
                <ForecastItemsSection figure={itemFigure} onSelect={chooseItemFigure} />
              ) : (
                <>
                  <Box as="section" aria-labelledby="forecast-months">
                    <Heading as="h2" size="md" id="forecast-months" mb="1">
                      Expected installations
                    </Heading>
                    <Text fontSize="sm" color="fg.muted" mb="2">
                      From {formatNumber(data.open_deals)} open deals; a deal without a design
                      counts at the average size, {formatNumber(data.average_kw)} kW. Choose a
                      figure to see its deals.
                    </Text>
                    <ForecastMonthsTable
                      months={data.months}
                      figure={figure}
                      onSelect={chooseFigure}
                    />
                  </Box>
                  {figure ? <ForecastDealsTable figure={figure} /> : null}
                </>
              )}
              <Box as="section" aria-labelledby="forecast-accuracy">
                <Heading as="h2" size="md" id="forecast-accuracy" mb="2">
                  Accuracy
                </Heading>
                {data.accuracy.length === 0 ? (
                  <Text color="fg.muted">{messages.forecastNoAccuracyYet}</Text>
                ) : (
                  <Stack gap="4">
                    <ForecastAccuracyChart rows={data.accuracy} />
                    <ForecastAccuracyTable
                      rows={data.accuracy}
                      figure={figure}
                      onSelect={chooseFigure}
                    />
                  </Stack>
                )}
              </Box>
              <Box as="section" aria-labelledby="forecast-stages">
                <Heading as="h2" size="md" id="forecast-stages" mb="2">
                  Stage probabilities
                </Heading>
                <ForecastStagesTable stages={data.stages} onEdit={setEditing} />
              </Box>
            </Stack>
          ) : null}
        </LoadingOverlay>
      )}
      {editing ? (
        <ForecastStageDialog
          key={editing.stage_id}
          stage={editing}
          onClose={() => setEditing(null)}
          onReload={() => void forecast.refetch()}
        />
      ) : null}
    </Box>
  );
}
