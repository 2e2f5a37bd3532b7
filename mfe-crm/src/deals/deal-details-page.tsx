import { Box, Card, DataList, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  type DealDetails,
  formatDateTime,
  LoadFailure,
  LoadingState,
  messages,
  selectPermittedPaths,
  serverErrorTextOf,
  StatusTag,
  useAppSelector,
  workplaceRouteByPattern,
} from '@solar/shared';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  useCrmDealDetailsQuery,
  useCrmDealStagesQuery,
  useCrmDealStatusesQuery,
} from '../crm-shared/api/deals-endpoints';
import { DealPipelineCard } from './components/deal-pipeline-card';
import { DealPrimaryContact } from './components/deal-primary-contact';
import { DealLocationMap } from './components/deal-location-map';
import { DealPowerBillSummary } from './components/deal-power-bill-summary';
import { DealProposalsList } from './components/deal-proposals-list';
import { DealRowLink } from './components/deal-row-link';
import { DealNotFound } from '../crm-shared/components/deal-not-found';
import { DealPage } from '../crm-shared/components/deal-page';
import { GenerateContractButton } from './components/generate-contract-button';
import { DealServiceRequests } from './components/deal-service-requests';
import { DealDocuments } from './components/deal-documents';
import { DealShipments } from './components/deal-shipments';
import { ActivityTimeline } from '../crm-shared/components/activity-timeline';
import { useErrorToast } from '../crm-shared/hooks/use-error-toast';
import { dealPagePaths } from '../crm-shared/utils/deal-page-paths';

const title = workplaceRouteByPattern('crm/deal-details/:dealId').title;

/** `crm/deal-details/:dealId`: one deal, opened only once the server grants access to it. */
export function DealDetailsPage() {
  return <DealPage title={title}>{(id) => <DealDetailsContent dealId={id} />}</DealPage>;
}

function DealDetailsContent({ dealId }: { dealId: number }) {
  const details = useCrmDealDetailsQuery(dealId, { refetchOnMountOrArgChange: true });
  const notFound =
    details.error !== undefined && 'status' in details.error && details.error.status === 404;
  useErrorToast(details.isError && !notFound, messages.failedToLoadDealDetails);

  if (details.isLoading) {
    return <LoadingState label="Loading deal" />;
  }
  if (notFound) return <DealNotFound />;
  if (!details.data) {
    return (
      <LoadFailure
        message={messages.failedToLoadDealDetails}
        description={serverErrorTextOf(details.error)}
        onRetry={() => void details.refetch()}
      />
    );
  }
  return <DealSummary deal={details.data} onReload={() => details.refetch()} />;
}

/** The permission that lets a user change deals (the API applies the same rule). */
const dealsListPath = 'crm/deals';

function DealSummary({ deal, onReload }: { deal: DealDetails; onReload: () => unknown }) {
  const { address } = deal;
  const canEdit = useAppSelector(selectPermittedPaths).includes(dealsListPath);
  const stages = useCrmDealStagesQuery(undefined, { skip: !canEdit });
  const statuses = useCrmDealStatusesQuery(undefined, { skip: !canEdit });
  // The deal's part pages (power bill, contact) bring the user back here once saved.
  const here = useLocation();
  const returnHere = { returnTo: `${here.pathname}${here.search}` };
  const place = [address.city_name, address.province_name, address.postal_code]
    .filter((part) => part !== '')
    .join(', ');
  const located = address.latitude !== null && address.longitude !== null;
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <Card.Root>
          <Card.Header>
            <HStack justify="space-between" wrap="wrap" gap="3">
              <Heading as="h2" size="lg">
                {deal.name}
              </Heading>
              <GenerateContractButton dealId={deal.id} dealName={deal.name} />
            </HStack>
          </Card.Header>
          <Card.Body>
            <DataList.Root orientation="horizontal">
              <Item label="Stage">
                <StatusTag label={deal.stage.name} />
              </Item>
              <Item label="Status">
                <StatusTag label={deal.status.name} />
              </Item>
              <Item label="Sales Person">
                {deal.sales_person ? (
                  <Box>
                    <Text>{deal.sales_person.username}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {deal.sales_person.email}
                    </Text>
                  </Box>
                ) : (
                  '-'
                )}
              </Item>
              <Item label="Address">
                <Box>
                  <Text>{address.address || '-'}</Text>
                  {place ? (
                    <Text fontSize="sm" color="fg.muted">
                      {place}
                    </Text>
                  ) : null}
                </Box>
              </Item>
              {located ? (
                <Item label="Coordinates">
                  {address.latitude}, {address.longitude}
                </Item>
              ) : null}
              <Item label="Created by">{deal.created_by?.username ?? '-'}</Item>
              <Item label="Last updated">{formatDateTime(deal.updated_at)}</Item>
            </DataList.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Header>
            <Heading as="h2" size="md">
              Location
            </Heading>
          </Card.Header>
          <Card.Body>
            {located ? (
              <DealLocationMap
                latitude={address.latitude!}
                longitude={address.longitude!}
                label={address.address || deal.name}
              />
            ) : (
              <Text color="fg.muted">{messages.dealWithoutLocation}</Text>
            )}
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      <DealPipelineCard
        deal={deal}
        stages={stages.data ?? []}
        statuses={statuses.data ?? []}
        canEdit={canEdit}
        onReload={onReload}
      />

      <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
        <Section
          title="Contact"
          present={deal.has_contact}
          emptyText="No contact yet."
          to={dealPagePaths.contact(deal)}
          returnState={returnHere}
          dealName={deal.name}
        >
          {deal.has_contact ? <DealPrimaryContact dealId={deal.id} /> : null}
        </Section>
        <Section
          title="Power Bill"
          present={Boolean(deal.power_bill?.id)}
          presentText="This deal has a power bill."
          emptyText="No power bill yet."
          to={dealPagePaths.powerBill(deal)}
          returnState={returnHere}
          dealName={deal.name}
        >
          {deal.power_bill?.id ? <DealPowerBillSummary powerBillId={deal.power_bill.id} /> : null}
        </Section>
        <Section
          title="Site Sketch"
          present={deal.has_site_sketch}
          presentText="This deal has a site sketch."
          emptyText="No site sketch yet."
          to={dealPagePaths.siteSketch(deal.id)}
          dealName={deal.name}
        />
        <Card.Root size="sm">
          <Card.Header>
            <Heading as="h2" size="md">
              Proposals
            </Heading>
          </Card.Header>
          <Card.Body>
            <Box mb="2">
              <DealProposalsList dealId={deal.id} />
            </Box>
            <DealRowLink
              to={dealPagePaths.proposal(deal.id)}
              label={`Open proposals of ${deal.name}`}
            >
              Open proposals
            </DealRowLink>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>

      <DealDocuments dealId={deal.id} />

      <DealShipments dealId={deal.id} />

      <ActivityTimeline subject={{ type: 'deal', id: deal.id }} />

      <DealServiceRequests dealId={deal.id} />
    </Stack>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/** A deal part that the deal has or not, with its Add or Edit link (the list's column rule). */
function Section({
  title,
  present,
  presentText,
  emptyText,
  to,
  returnState,
  dealName,
  children,
}: {
  title: string;
  present: boolean;
  /** The sentence when the deal has the part; none when `children` say more. */
  presentText?: string;
  emptyText: string;
  to: string;
  /** Where the part's page returns once saved. */
  returnState?: { returnTo: string };
  dealName: string;
  /** What the card shows of the part besides the sentence, e.g. the bill's months. */
  children?: ReactNode;
}) {
  const action = present ? 'Edit' : 'Add';
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>
        {present && presentText === undefined ? null : (
          <Text color={present ? undefined : 'fg.muted'} mb="2">
            {present ? presentText : emptyText}
          </Text>
        )}
        {children}
        <HStack>
          <DealRowLink
            to={to}
            state={returnState}
            label={`${action} ${title.toLowerCase()} of ${dealName}`}
          >
            {action}
          </DealRowLink>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
