import { Box, Button, Heading, Link, List, Stack, Table, Text } from '@chakra-ui/react';
import {
  formatDateTime,
  formatNumber,
  LoadFailure,
  LoadingOverlay,
  mailKindLabels,
  messages,
  notify,
  PageHeader,
  serverReasonOf,
  StatusTag,
  workplacePath,
} from '@solar/shared';
import { Link as RouterLink, useParams } from 'react-router';
import { MailHtmlFrame } from './components/mail-html-frame';
import {
  useAdminOutboxMessageQuery,
  useAdminRetryOutboxMessageMutation,
} from './api/outbox-endpoints';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Table.Row>
      <Table.ColumnHeader scope="row" width="36" verticalAlign="top">
        {label}
      </Table.ColumnHeader>
      <Table.Cell wordBreak="break-word">{children}</Table.Cell>
    </Table.Row>
  );
}

/**
 * `admin/outbox/:messageId`: one e-mail whole. The HTML body is shown in a sandboxed frame that
 * may run no script and load nothing, so a message can never act inside the workplace.
 */
export function OutboxMessagePage() {
  const { messageId: param } = useParams();
  const id = Number(param);
  const valid = Number.isInteger(id) && id > 0;
  const message = useAdminOutboxMessageQuery(id, { skip: !valid });
  const [retry, retrying] = useAdminRetryOutboxMessageMutation();
  const data = message.data;

  const retryMessage = async () => {
    const result = await retry(id);
    if ('error' in result)
      notify.error(serverReasonOf(result.error) || messages.failedToLoadOutboxMessage);
    else notify.success(messages.outboxRetried);
  };

  return (
    <Box>
      <PageHeader
        title={data?.subject ?? 'E-mail'}
        description={data ? mailKindLabels[data.kind] : undefined}
        actions={
          data?.state === 'failed' ? (
            <Button
              colorPalette="brand"
              loading={retrying.isLoading}
              onClick={() => void retryMessage()}
            >
              Retry
            </Button>
          ) : undefined
        }
      />
      <Link asChild color="brand.fg" mb="4" display="inline-block">
        <RouterLink to={workplacePath('admin/outbox')}>Back to the outbox</RouterLink>
      </Link>
      {!valid || message.isError ? (
        <LoadFailure
          message={messages.failedToLoadOutboxMessage}
          description={valid ? serverReasonOf(message.error) : messages.apiOutboxMessageNotFound}
          onRetry={() => void message.refetch()}
        />
      ) : (
        <LoadingOverlay loading={!data} label="Loading the e-mail">
          {data ? (
            <Stack gap="6">
              <Table.Root size="sm" aria-label="E-mail details">
                <Table.Body>
                  <Row label="To">{data.to.join(', ')}</Row>
                  {data.cc.length > 0 ? <Row label="Cc">{data.cc.join(', ')}</Row> : null}
                  <Row label="Subject">{data.subject}</Row>
                  <Row label="State">
                    <StatusTag label={data.state} />
                  </Row>
                  <Row label="Created">{formatDateTime(data.created_at)}</Row>
                  <Row label="Sent">{data.sent_at ? formatDateTime(data.sent_at) : '-'}</Row>
                  <Row label="Attempts">{data.attempts}</Row>
                  {data.last_error ? (
                    <Row label="Error">
                      <Text color="fg.error">{data.last_error}</Text>
                    </Row>
                  ) : null}
                  <Row label="Links">
                    {data.links.length === 0 ? (
                      '-'
                    ) : (
                      <List.Root gap="1" ps="4">
                        {data.links.map((link) => (
                          <List.Item key={link}>
                            <Link href={link} color="brand.fg" wordBreak="break-all">
                              {link}
                            </Link>
                          </List.Item>
                        ))}
                      </List.Root>
                    )}
                  </Row>
                  <Row label="Attachments">
                    {data.attachments.length === 0
                      ? '-'
                      : data.attachments
                          .map(
                            (file) =>
                              `${file.name} (${file.type}, ${formatNumber(Math.ceil(file.size / 1024))} KB)`,
                          )
                          .join('; ')}
                  </Row>
                </Table.Body>
              </Table.Root>
              <Box as="section" aria-labelledby="mail-text">
                <Heading as="h2" size="md" mb="2" id="mail-text">
                  Plain text
                </Heading>
                <Box
                  as="pre"
                  whiteSpace="pre-wrap"
                  wordBreak="break-word"
                  fontFamily="inherit"
                  borderWidth="1px"
                  rounded="md"
                  p="3"
                >
                  {data.text}
                </Box>
              </Box>
              {data.html ? (
                <Box as="section" aria-labelledby="mail-html">
                  <Heading as="h2" size="md" mb="2" id="mail-html">
                    HTML
                  </Heading>
                  <MailHtmlFrame title="HTML body of the e-mail" html={data.html} height="96" />
                </Box>
              ) : null}
            </Stack>
          ) : null}
        </LoadingOverlay>
      )}
    </Box>
  );
}
