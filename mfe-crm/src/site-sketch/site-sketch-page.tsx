import { Box, Button, Stack, Text } from '@chakra-ui/react';
import {
  DealAccessGate,
  LoadFailure,
  LoadingState,
  messages,
  PageHeader,
  workplaceRouteByPattern,
} from '@solar/shared';
import { Link as RouterLink, useParams } from 'react-router';
import { useCrmDealDetailsQuery } from '../deals/api/deals-endpoints';
import { useErrorToast } from '../deals/hooks/use-error-toast';
import { dealPagePaths } from '../deals/utils/deal-page-paths';
import { useCrmSiteSketchQuery } from './api/site-sketch-endpoints';
import { SiteSketchEditor } from './site-sketch-editor';
import { DealNotFound } from '../deals/components/deal-not-found';

const title = workplaceRouteByPattern('crm/site-sketch/:dealId').title;
/** The spec's default map centre, for a deal without coordinates. */
const defaultCenter = { lat: 44, lng: -79 };

/** `crm/site-sketch/:dealId` (named route SiteSketch). */
export function SiteSketchPage() {
  const { dealId } = useParams();
  const id = dealId && /^\d+$/.test(dealId) ? Number(dealId) : null;
  return (
    <Box>
      <PageHeader
        title={title}
        actions={
          <Button variant="outline" asChild>
            <RouterLink to={dealPagePaths.list}>Back to deals</RouterLink>
          </Button>
        }
      />
      {id === null ? (
        <DealNotFound />
      ) : (
        <DealAccessGate dealId={String(id)}>
          <SiteSketchContent dealId={id} />
        </DealAccessGate>
      )}
    </Box>
  );
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
      <SiteSketchEditor key={dealId} dealId={dealId} center={center} initial={sketch.data} />
    </Stack>
  );
}
