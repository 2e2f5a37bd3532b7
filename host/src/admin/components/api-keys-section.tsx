import { Alert, Box, Button, Heading, Input, Stack, Table, Text } from '@chakra-ui/react';
import {
  type ApiKey,
  ConfirmDialog,
  FormField,
  formatDateTime,
  LoadFailure,
  messages,
  notify,
  serverReasonOf,
} from '@solar/shared';
import { type FormEvent, useState } from 'react';
import {
  useAdminApiKeysQuery,
  useAdminCreateApiKeyMutation,
  useAdminRevokeApiKeyMutation,
} from '../api/api-keys-endpoints';

/**
 * The keys the installer's website sends leads with: name, created, last used, revoke. A new
 * key is shown here once, right after it is made; the server keeps only its hash.
 */
export function ApiKeysSection() {
  const keys = useAdminApiKeysQuery();
  const [create, creating] = useAdminCreateApiKeyMutation();
  const [revoke, revoking] = useAdminRevokeApiKeyMutation();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [shownKey, setShownKey] = useState<string | null>(null);
  const [revoked, setRevoked] = useState<ApiKey | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setNameError(messages.pleaseEnterApiKeyName);
      return;
    }
    setNameError(undefined);
    const result = await create({ name: name.trim() });
    if ('error' in result) {
      notify.error(serverReasonOf(result.error));
      return;
    }
    setShownKey(result.data.key);
    setName('');
  };
  const confirmRevoke = async () => {
    if (!revoked) return;
    const result = await revoke(revoked.id);
    if ('error' in result) notify.error(serverReasonOf(result.error));
    setRevoked(null);
  };

  return (
    <Box as="section" aria-labelledby="api-keys-title" mt="10">
      <Heading as="h2" size="md" id="api-keys-title" mb="1">
        {messages.apiKeysTitle}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {messages.apiKeysHelp}
      </Text>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }} gap="3" mb="4">
          <Box flex="1" maxW={{ sm: 'sm' }}>
            <FormField label={messages.apiKeyName} required error={nameError}>
              <Input value={name} onChange={(event) => setName(event.currentTarget.value)} />
            </FormField>
          </Box>
          <Button type="submit" colorPalette="brand" loading={creating.isLoading}>
            {messages.newApiKey}
          </Button>
        </Stack>
      </form>
      {shownKey ? (
        <Alert.Root status="info" mb="4">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{messages.apiKeyShownOnce}</Alert.Title>
            <Alert.Description>
              {/* Monospace text rather than Chakra's Code: one more recipe would weigh on every page. */}
              <Text
                as="code"
                fontFamily="mono"
                wordBreak="break-all"
                aria-label={messages.apiKeyName}
              >
                {shownKey}
              </Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : null}
      {keys.isError ? (
        <LoadFailure
          message={messages.failedToLoadApiKeys}
          description={serverReasonOf(keys.error)}
          onRetry={() => void keys.refetch()}
        />
      ) : keys.data && keys.data.length === 0 ? (
        <Text>{messages.noApiKeysYet}</Text>
      ) : (
        <Box overflowX="auto" borderWidth="1px" borderRadius="md">
          <Table.Root size="sm" aria-label={messages.apiKeysTitle}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{messages.apiKeyName}</Table.ColumnHeader>
                <Table.ColumnHeader>{messages.apiKeyCreatedColumn}</Table.ColumnHeader>
                <Table.ColumnHeader>{messages.apiKeyLastUsed}</Table.ColumnHeader>
                <Table.ColumnHeader>{messages.apiKeyDefaultOwner}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {(keys.data ?? []).map((key) => (
                <Table.Row key={key.id}>
                  <Table.Cell>
                    <Text>{key.name}</Text>
                    <Text as="code" fontFamily="mono" fontSize="xs">
                      {key.prefix}…
                    </Text>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{formatDateTime(key.created_at)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {key.last_used_at ? formatDateTime(key.last_used_at) : messages.apiKeyNeverUsed}
                  </Table.Cell>
                  <Table.Cell>
                    {key.default_owner?.username ?? messages.apiKeyUnassigned}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    {key.revoked_at ? (
                      <Text color="fg.muted">{messages.apiKeyRevoked}</Text>
                    ) : (
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`${messages.apiKeyRevoke} ${key.name}`}
                        onClick={() => setRevoked(key)}
                      >
                        {messages.apiKeyRevoke}
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
      <ConfirmDialog
        open={revoked !== null}
        title={messages.apiKeyRevoke}
        message={
          <>
            <Text fontWeight="semibold" mb="2">
              {revoked?.name}
            </Text>
            <Text>{messages.apiKeyRevokeConfirm}</Text>
          </>
        }
        confirmLabel={messages.apiKeyRevoke}
        cancelLabel="Cancel"
        loading={revoking.isLoading}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setRevoked(null)}
      />
    </Box>
  );
}
