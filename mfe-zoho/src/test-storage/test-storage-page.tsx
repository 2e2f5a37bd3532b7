import { Button, Card, DataList, Heading, List, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  formatDateTime,
  formatFileSize,
  LoadFailure,
  messages,
  notify,
  PageHeader,
  serverErrorTextOf,
  type StorageCheck,
  workplaceRouteByPattern,
} from '@solar/shared';
import {
  useZohoStorageCheckMutation,
  useZohoStorageStatusQuery,
} from './api/test-storage-endpoints';
import { StorageRoundTripResult } from './components/storage-round-trip-result';

const { title } = workplaceRouteByPattern('zoho/test-storage');

const backendNames: Record<StorageCheck['backend'], string> = {
  filesystem: 'Folder on the API server (DATA_DIR)',
  s3: 'S3-compatible object storage',
};

/**
 * `zoho/test-storage`: where uploaded documents are kept (without secrets), the room left, a
 * write-read-delete round trip with its timings on demand, and the storage's last errors.
 */
export function TestStoragePage() {
  const status = useZohoStorageStatusQuery(undefined, { refetchOnMountOrArgChange: true });
  const [check, checking] = useZohoStorageCheckMutation();
  const shown = checking.data ?? status.data;

  const runCheck = async () => {
    const result = await check();
    if ('error' in result) {
      notify.error(messages.failedToLoadStorage, { description: serverErrorTextOf(result.error) });
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        description="Where documents are stored, and whether the storage works right now."
        actions={
          <Button onClick={() => void runCheck()} loading={checking.isLoading} colorPalette="blue">
            Run the check
          </Button>
        }
      />
      {status.isLoading ? (
        <Skeleton height="12rem" />
      ) : !shown ? (
        <LoadFailure
          message={messages.failedToLoadStorage}
          description={serverErrorTextOf(status.error)}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <Stack gap="4">
          <Card.Root as="section" aria-labelledby="storage-where">
            <Card.Header>
              <Heading as="h2" size="md" id="storage-where">
                {backendNames[shown.backend]}
              </Heading>
            </Card.Header>
            <Card.Body>
              <DataList.Root orientation="horizontal">
                {shown.settings.map((setting) => (
                  <DataList.Item key={setting.name}>
                    <DataList.ItemLabel>{setting.name}</DataList.ItemLabel>
                    <DataList.ItemValue wordBreak="break-all">{setting.value}</DataList.ItemValue>
                  </DataList.Item>
                ))}
                {shown.space ? (
                  <DataList.Item>
                    <DataList.ItemLabel>Free space</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {formatFileSize(shown.space.free_bytes)} free of{' '}
                      {formatFileSize(shown.space.total_bytes)}
                    </DataList.ItemValue>
                  </DataList.Item>
                ) : null}
                {shown.bucket ? (
                  <DataList.Item>
                    <DataList.ItemLabel>Bucket</DataList.ItemLabel>
                    <DataList.ItemValue>
                      {shown.bucket.name}: {shown.bucket.reachable ? 'reachable' : 'did not answer'}
                    </DataList.ItemValue>
                  </DataList.Item>
                ) : null}
              </DataList.Root>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="storage-round-trip">
            <Card.Header>
              <Heading as="h2" size="md" id="storage-round-trip">
                Write, read and delete
              </Heading>
            </Card.Header>
            <Card.Body>
              <Stack gap="3">
                {shown.round_trip ? (
                  <StorageRoundTripResult roundTrip={shown.round_trip} />
                ) : (
                  <Text color="fg.muted">
                    "Run the check" writes a 256 KB file, reads it back, compares it and deletes it,
                    timing each step.
                  </Text>
                )}
              </Stack>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="storage-errors">
            <Card.Header>
              <Heading as="h2" size="md" id="storage-errors">
                Last errors
              </Heading>
            </Card.Header>
            <Card.Body>
              {shown.last_errors.length === 0 ? (
                <Text color="fg.muted">{messages.storageNoErrors}</Text>
              ) : (
                <List.Root gap="2" aria-labelledby="storage-errors">
                  {shown.last_errors.map((error, index) => (
                    <List.Item key={`${error.at}-${index}`}>
                      <Text>
                        {formatDateTime(error.at)} · {error.operation}
                      </Text>
                      <Text color="fg.error" fontSize="sm" wordBreak="break-word">
                        {error.message}
                      </Text>
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Card.Body>
          </Card.Root>
        </Stack>
      )}
    </>
  );
}
