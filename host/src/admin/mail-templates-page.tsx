import { Box, Tabs } from '@chakra-ui/react';
import {
  LoadFailure,
  LoadingOverlay,
  mailKindLabels,
  messages,
  PageHeader,
  serverReasonOf,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useAdminMailTemplatesQuery } from './api/outbox-endpoints';
import { MailTemplateEditor } from './components/mail-template-editor';

const title = workplaceRouteByPattern('admin/mail-templates').title;

/** `admin/mail-templates`: the wording of each e-mail the product sends, one tab per kind. */
export function MailTemplatesPage() {
  const templates = useAdminMailTemplatesQuery();
  const list = templates.data ?? [];
  return (
    <Box>
      <PageHeader
        title={title}
        description="What each e-mail says. Merge fields are filled for every message."
      />
      {templates.isError ? (
        <LoadFailure
          message={messages.failedToLoadMailTemplates}
          description={serverReasonOf(templates.error)}
          onRetry={() => void templates.refetch()}
        />
      ) : (
        <LoadingOverlay loading={!templates.data} label="Loading the e-mail templates">
          {list.length > 0 ? (
            <Tabs.Root defaultValue={list[0]!.kind} lazyMount unmountOnExit>
              <Tabs.List flexWrap="wrap">
                {list.map((template) => (
                  <Tabs.Trigger key={template.kind} value={template.kind}>
                    {mailKindLabels[template.kind]}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              {list.map((template) => (
                <Tabs.Content key={template.kind} value={template.kind}>
                  <MailTemplateEditor
                    // A saved version starts a fresh draft from what the server kept.
                    key={`${template.kind}-${template.version}`}
                    template={template}
                    onReload={() => templates.refetch()}
                  />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          ) : null}
        </LoadingOverlay>
      )}
    </Box>
  );
}
