import { Box } from '@chakra-ui/react';
import {
  LoadFailure,
  LoadingOverlay,
  type MailKind,
  mailKindLabels,
  messages,
  PageHeader,
  SelectField,
  serverReasonOf,
  workplaceRouteByPattern,
} from '@solar/shared';
import { useState } from 'react';
import { useAdminMailTemplatesQuery } from './api/outbox-endpoints';
import { MailTemplateEditor } from './components/mail-template-editor';

const title = workplaceRouteByPattern('admin/mail-templates').title;

/** `admin/mail-templates`: the wording of each e-mail the product sends, one kind at a time. */
export function MailTemplatesPage() {
  const templates = useAdminMailTemplatesQuery();
  const list = templates.data ?? [];
  const [chosen, setChosen] = useState<MailKind | null>(null);
  const template = list.find((candidate) => candidate.kind === chosen) ?? list[0];
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
          {template ? (
            <>
              <SelectField
                label="E-mail"
                mb="4"
                maxW="sm"
                value={template.kind}
                onChange={(value) =>
                  setChosen(list.find((candidate) => candidate.kind === value)?.kind ?? null)
                }
                options={list.map((candidate) => ({
                  value: candidate.kind,
                  label: mailKindLabels[candidate.kind],
                }))}
              />
              <MailTemplateEditor
                // Another kind, or a saved version, starts a fresh draft from what the server kept.
                key={`${template.kind}-${template.version}`}
                template={template}
                onReload={() => templates.refetch()}
              />
            </>
          ) : null}
        </LoadingOverlay>
      )}
    </Box>
  );
}
