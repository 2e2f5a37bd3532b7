import { Box, Button, Link, Table, Text } from '@chakra-ui/react';
import {
  formatDateTime,
  messages,
  notify,
  type ServiceRequest,
  serviceRequestKindLabels,
  type ServiceRequestStatus,
  StatusTag,
  workplacePath,
} from '@solar/shared';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * One customer request in a staff table: kind, (project,) message, who sent it with their email,
 * when, its status, and Mark handled / Reopen (with a toast). `setStatus` answers whether the
 * change was saved.
 */
export function ServiceRequestRow({
  request,
  withProject = false,
  setStatus,
}: {
  request: ServiceRequest;
  withProject?: boolean;
  setStatus: (status: ServiceRequestStatus) => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  const handled = request.status === 'Handled';
  const kind = serviceRequestKindLabels[request.kind];
  const toggle = async () => {
    setBusy(true);
    const saved = await setStatus(handled ? 'Open' : 'Handled');
    setBusy(false);
    if (!saved) notify.error(messages.failedToUpdateServiceRequest);
    else
      notify.success(
        handled ? messages.serviceRequestReopened : messages.serviceRequestMarkedHandled,
      );
  };
  return (
    <Table.Row>
      <Table.Cell whiteSpace="nowrap">{kind}</Table.Cell>
      {withProject ? (
        <Table.Cell minW="32">
          {request.deal ? (
            <Link asChild colorPalette="blue" fontWeight="medium">
              <RouterLink
                to={workplacePath('crm/deal-details/:dealId', { dealId: request.deal.id })}
              >
                {request.deal.name}
              </RouterLink>
            </Link>
          ) : (
            <Text color="fg.muted">{messages.serviceRequestNoProject}</Text>
          )}
        </Table.Cell>
      ) : null}
      <Table.Cell minW="48">
        <Text whiteSpace="pre-wrap">{request.message}</Text>
      </Table.Cell>
      <Table.Cell>
        {request.requested_by ? (
          <Box>
            <Text>{request.requested_by.name}</Text>
            <Link fontSize="sm" color="fg.muted" href={`mailto:${request.requested_by.email}`}>
              {request.requested_by.email}
            </Link>
          </Box>
        ) : (
          '-'
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatDateTime(request.created_at)}</Table.Cell>
      <Table.Cell>
        <StatusTag label={request.status} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        <Button
          size="xs"
          variant="outline"
          loading={busy}
          aria-label={`${handled ? 'Reopen' : 'Mark handled'}: ${kind} request of ${formatDateTime(request.created_at)}`}
          onClick={() => void toggle()}
        >
          {handled ? 'Reopen' : 'Mark handled'}
        </Button>
      </Table.Cell>
    </Table.Row>
  );
}
