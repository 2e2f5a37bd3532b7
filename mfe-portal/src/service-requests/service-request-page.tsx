import { Alert, Button, Card, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  FormField,
  SelectField,
  isServiceRequestKind,
  LoadFailure,
  messages,
  notify,
  PageHeader,
  type PortalDeal,
  portalPages,
  serverFieldTextOf,
  type ServiceRequestKind,
  serviceRequestMessageMaxLength,
  serviceRequestWriteSchema,
} from '@solar/shared';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { serviceTileOf } from '../portal-shared/utils/service-tiles';
import {
  usePortalCreateServiceRequestMutation,
  usePortalDealsQuery,
} from '../portal-shared/api/portal-endpoints';
import { PortalBackLink } from '../portal-shared/components/portal-back-link';
import { portalPaths } from '../portal-shared/utils/portal-paths';
import { PortalLoading } from '../portal-shared/components/portal-loading';

/** `/customer/requests/:kind`: a service tile's short request form. */
export function ServiceRequestPage() {
  const kind = useParams().kind ?? '';
  if (!isServiceRequestKind(kind)) {
    return (
      <>
        <PageHeader title={portalPages.request.title} actions={<PortalBackLink />} />
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>This service does not exist.</Alert.Title>
        </Alert.Root>
      </>
    );
  }
  return <ServiceRequestView kind={kind} />;
}

function ServiceRequestView({ kind }: { kind: ServiceRequestKind }) {
  const tile = serviceTileOf(kind);
  const deals = usePortalDealsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <>
      <PageHeader title={tile.title} description={tile.description} actions={<PortalBackLink />} />
      {deals.isLoading ? (
        <PortalLoading label="Loading your projects" />
      ) : !deals.data ? (
        <LoadFailure message={messages.failedToLoadProjects} onRetry={() => void deals.refetch()} />
      ) : (
        <ServiceRequestForm kind={kind} deals={deals.data} />
      )}
    </>
  );
}

type FieldErrors = Partial<Record<'deal_id' | 'message', string>>;

function ServiceRequestForm({
  kind,
  deals,
}: {
  kind: ServiceRequestKind;
  deals: readonly PortalDeal[];
}) {
  const navigate = useNavigate();
  const [create, creation] = usePortalCreateServiceRequestMutation();
  // Most requests are about the project that moved last (the list comes newest first); a customer
  // with no project asks a general question, and anyone may choose that instead (null).
  const [dealId, setDealId] = useState<number | null>(deals[0]?.id ?? null);
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = serviceRequestWriteSchema.safeParse({
      deal_id: dealId,
      kind,
      message,
    });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'deal_id' || field === 'message') && !found[field]) {
          found[field] = issue.message;
        }
      }
      setErrors(found);
      return;
    }
    setErrors({});
    const result = await create(parsed.data);
    if ('error' in result) {
      notify.error(
        serverFieldTextOf(result.error, ['message'], messages.failedToSendServiceRequest),
      );
      return;
    }
    notify.success(messages.serviceRequestSent);
    void navigate(portalPaths.home);
  };

  return (
    <Card.Root maxW="2xl">
      <Card.Body>
        <form
          noValidate
          aria-label={`${serviceTileOf(kind).title} request`}
          onSubmit={(event) => void submit(event)}
        >
          <Stack gap="4">
            {deals.length > 0 ? (
              <SelectField
                label="Project"
                error={errors.deal_id}
                value={dealId === null ? '' : String(dealId)}
                onChange={(value) => setDealId(value === '' ? null : Number(value))}
                options={[
                  ...deals.map((deal) => ({
                    value: deal.id,
                    label: `${deal.name} (${deal.address})`,
                  })),
                  { value: '', label: messages.serviceRequestNoProject },
                ]}
              />
            ) : (
              <Stack gap="1">
                <Text>
                  Project: <strong>{messages.serviceRequestNoProject}</strong>
                </Text>
                <Text color="fg.muted" textStyle="sm">
                  {messages.portalNoProjects}
                </Text>
              </Stack>
            )}
            <FormField
              label="Message"
              required
              error={errors.message}
              helperText={
                errors.message ? undefined : (
                  <>
                    What you need and when suits you; {message.length} of{' '}
                    {serviceRequestMessageMaxLength} characters.
                  </>
                )
              }
            >
              <Textarea
                rows={6}
                value={message}
                maxLength={serviceRequestMessageMaxLength}
                onChange={(event) => setMessage(event.currentTarget.value)}
              />
            </FormField>
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="blue" loading={creation.isLoading}>
                Send
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
