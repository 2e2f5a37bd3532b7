import { Button, HStack, List, Text } from '@chakra-ui/react';
import {
  type DocumentRequest,
  formatDateTime,
  messages,
  notify,
  serverErrorTextOf,
  StatusTag,
} from '@solar/shared';
import { useCrmCancelDocumentRequestMutation } from '../api/deal-documents-endpoints';

/** The files asked of the customer: Open ones can be withdrawn, Fulfilled ones name the file. */
export function DocumentRequestsList({
  requests,
  fileNames,
}: {
  requests: readonly DocumentRequest[];
  /** The deal's file names by id, to say which file answered a request. */
  fileNames: ReadonlyMap<number, string>;
}) {
  const [cancel] = useCrmCancelDocumentRequestMutation();
  const withdraw = async (request: DocumentRequest) => {
    const result = await cancel({ dealId: request.deal_id, id: request.id });
    if ('error' in result) {
      notify.error(messages.documentRequestFailed, {
        description: serverErrorTextOf(result.error),
      });
      return;
    }
    notify.success(messages.documentRequestCancelled);
  };
  return (
    <List.Root variant="plain" gap="2" aria-label={messages.documentRequestsTitle}>
      {requests.map((request) => (
        <List.Item key={request.id}>
          <HStack gap="3" wrap="wrap" w="full">
            <StatusTag label={request.status} />
            <Text flex="1" minW="12rem">
              {request.description}
              <Text as="span" color="fg.muted" fontSize="sm">
                {' '}
                · asked by {request.requested_by ?? '-'} on {formatDateTime(request.requested_at)}
                {request.fulfilled_at
                  ? ` · answered on ${formatDateTime(request.fulfilled_at)}${
                      request.document_id !== null && fileNames.has(request.document_id)
                        ? ` with ${fileNames.get(request.document_id)}`
                        : ''
                    }`
                  : ''}
              </Text>
            </Text>
            {request.status === 'Open' ? (
              <Button
                size="xs"
                variant="ghost"
                onClick={() => void withdraw(request)}
                aria-label={`Withdraw the request: ${request.description}`}
              >
                Withdraw
              </Button>
            ) : null}
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
