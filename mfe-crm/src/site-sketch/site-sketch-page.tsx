import { Box, Stack, Text } from '@chakra-ui/react';
import { LoadFailure, LoadingState, messages, workplaceRouteByPattern } from '@solar/shared';
import { useCrmDealDetailsQuery } from '../crm-shared/api/deals-endpoints';
import { useErrorToast } from '../crm-shared/hooks/use-error-toast';
import { useCrmSiteSketchQuery } from '../crm-shared/api/site-sketch-endpoints';
import { SiteSketchEditor } from './components/site-sketch-editor';
import { DealPage } from '../crm-shared/components/deal-page';

const title = workplaceRouteByPattern('crm/site-sketch/:dealId').title;
/** The spec's default map centre, for a deal without coordinates. */
const defaultCenter = { lat: 44, lng: -79 };

/** `crm/site-sketch/:dealId` (named route SiteSketch). */
export function SiteSketchPage() {
  return <DealPage title={title}>{(id) => <SiteSketchContent dealId={id} />}</DealPage>;
}

function SiteSketchContent({ dealId }: { dealId: number }) {
  const deal = useCrmDealDetailsQuery(dealId);
  const sketch = useCrmSiteSketchQuery(dealId, { refetchOnMountOrArgChange: true });
  useErrorToast(deal.isError, messages.failedToLoadDealInformation);
  useErrorToast(sketch.isError, messages.failedToLoadSiteSketch);
  if (deal.isLoading || sketch.isLoading || sketch.isFetching) {
    return <LoadingState label="Loading site sketch" />;
  }
  if (!sketch.data || !deal.data) {
    return (
      <LoadFailure
        message={
          sketch.data ? messages.failedToLoadDealInformation : messages.failedToLoadSiteSketch
        }
        onRetry={() => {
          void deal.refetch();
          void sketch.refetch();
        }}
      />
    );
  }
  const { address } = deal.data;
  const located = address.latitude !== null && address.longitude !== null;
  const center = located ? { lat: address.latitude!, lng: address.longitude! } : defaultCenter;
  return (
    <Stack gap="3">
      <Box>
        <Text fontWeight="semibold">{deal.data.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          {address.address || '-'}
          {located ? '' : ` — ${messages.dealWithoutLocation}`}
        </Text>
      </Box>
      <SiteSketchEditor
        // A reloaded sketch (a newer version) starts the editor again from what is stored.
        key={`${dealId}-${sketch.data.version}`}
        dealId={dealId}
        center={center}
        initial={sketch.data}
        onReload={() => sketch.refetch()}
      />
    </Stack>
  );
}
