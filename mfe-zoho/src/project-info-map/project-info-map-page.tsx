import { Box, Flex, Grid, Text } from '@chakra-ui/react';
import {
  LoadFailure,
  LoadingOverlay,
  messages,
  PageHeader,
  useListUrlState,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { WeekWindowFilter } from '../zoho-shared/components/week-window-filter';
import { weekWindowUrlCodec } from '../zoho-shared/utils/week-window-url-codec';
import { useProjectInfoMapQuery } from './api/project-info-map-endpoints';
import { InstallationShortages } from './components/installation-shortages';
import { InstallationsList } from './components/installations-list';
import { InstallationsMap } from './components/installations-map';
import { MaterialStatusLegend } from './components/material-status-legend';

const { title } = workplaceRouteByPattern('zoho/project-info-map');

/**
 * Project Info Map: the installations scheduled in the chosen weeks on a map and in a list, each
 * marked all parts available, short or shipped; choosing one shows what it is short of.
 */
export function ProjectInfoMapPage() {
  const { state, update } = useListUrlState(weekWindowUrlCodec);
  const map = useProjectInfoMapQuery({ fromWeek: state.fromWeek, weeks: state.weeks });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const installations = map.data?.installations ?? [];
  const selected = installations.find((entry) => entry.project_id === selectedId) ?? null;

  return (
    <Box>
      <PageHeader
        title={title}
        description="The installations scheduled in these weeks and whether their parts are shipped, in stock (handed out in installation order) or short. Choose one on the map or in the list to see its shortages."
      />
      <WeekWindowFilter value={state} onChange={(window) => update(() => window)} />
      {map.isError ? (
        <LoadFailure message={messages.projectMapLoadFailed} onRetry={() => void map.refetch()} />
      ) : map.isSuccess && installations.length === 0 ? (
        <Text color="fg.muted" py="6">
          {messages.projectMapEmpty}
        </Text>
      ) : (
        <LoadingOverlay loading={map.isFetching} label="Loading installations">
          <Box mb="3">
            <MaterialStatusLegend />
          </Box>
          <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="4">
            <InstallationsMap
              installations={installations}
              selectedId={selectedId}
              onSelect={setSelectedId}
            />
            <Flex direction="column" gap="4" minW="0">
              {selected ? <InstallationShortages installation={selected} /> : null}
              <InstallationsList
                installations={installations}
                selectedId={selectedId}
                onSelect={setSelectedId}
              />
            </Flex>
          </Grid>
        </LoadingOverlay>
      )}
    </Box>
  );
}
