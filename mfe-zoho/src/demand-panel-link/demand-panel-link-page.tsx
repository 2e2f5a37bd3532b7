import { Box, SimpleGrid } from '@chakra-ui/react';
import { LoadFailure, LoadingOverlay, PageHeader, workplaceRouteByPattern } from '@solar/shared';
import { usePanelLinksQuery } from './api/demand-panel-link-endpoints';
import { PanelSizeCard } from './components/panel-size-card';

const { title } = workplaceRouteByPattern('zoho/demand-panel-link');

/**
 * Demand Panel Link: which stock item is the panel of each panel size, the preferred one first
 * and the alternates after it, so the panels of planned and scheduled installations land on real
 * items.
 */
export function DemandPanelLinkPage() {
  const links = usePanelLinksQuery();
  return (
    <Box>
      <PageHeader
        title={title}
        description="The stock item each panel size's demand lands on (the preferred one), with alternates in order. Candidates are the items whose Rated power attribute is that size."
      />
      {links.isError ? (
        <LoadFailure
          message="The panel links could not be loaded."
          onRetry={() => void links.refetch()}
        />
      ) : (
        <LoadingOverlay loading={links.isFetching} label="Loading panel links">
          <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
            {(links.data ?? []).map((link) => (
              <PanelSizeCard
                key={`${link.panel_size_w}-${link.version}`}
                link={link}
                onReload={() => links.refetch()}
              />
            ))}
          </SimpleGrid>
        </LoadingOverlay>
      )}
    </Box>
  );
}
