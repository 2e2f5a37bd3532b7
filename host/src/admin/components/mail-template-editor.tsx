import { Box, Button, Grid, Heading, HStack, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import {
  FormField,
  type MailTemplate,
  mailMergeFields,
  mailTemplateBodySchema,
  messages,
  notify,
  renderMail,
  sampleMailValues,
  serverReasonOf,
  useVersionConflict,
} from '@solar/shared';
import { useMemo, useState } from 'react';
import { useAdminSaveMailTemplateMutation } from '../api/outbox-endpoints';
import { MailHtmlFrame } from './mail-html-frame';

type Errors = Partial<Record<'subject' | 'text' | 'html', string>>;

/**
 * One kind's subject, plain-text and HTML bodies, with the merge fields it may use and a preview
 * filled with sample data (the same rendering the API sends with).
 */
export function MailTemplateEditor({
  template,
  onReload,
}: {
  template: MailTemplate;
  onReload: () => unknown;
}) {
  const [draft, setDraft] = useState({
    subject: template.subject,
    text: template.text,
    html: template.html,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [save, saving] = useAdminSaveMailTemplateMutation();
  const conflict = useVersionConflict(onReload);
  const preview = useMemo(() => renderMail(draft, sampleMailValues(new Date())), [draft]);
  const known = useMemo(() => new Set(mailMergeFields.map((field) => field.key)), []);
  const unknown = [
    ...new Set(
      [...`${draft.subject} ${draft.text} ${draft.html}`.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)]
        .map(([, key]) => key!)
        .filter((key) => !known.has(key)),
    ),
  ];

  const submit = async () => {
    const parsed = mailTemplateBodySchema.safeParse({ ...draft, version: template.version });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    const result = await save({ kind: template.kind, body: parsed.data });
    if ('error' in result) {
      if (!conflict.caught(result.error)) notify.error(serverReasonOf(result.error));
    } else {
      notify.success(messages.mailTemplateSaved);
    }
  };

  const set = (field: keyof typeof draft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="6">
      <Stack gap="4">
        <FormField label="Subject" required error={errors.subject}>
          <Input value={draft.subject} onChange={(event) => set('subject')(event.target.value)} />
        </FormField>
        <FormField label="Plain-text body" required error={errors.text}>
          <Textarea
            rows={10}
            value={draft.text}
            onChange={(event) => set('text')(event.target.value)}
          />
        </FormField>
        <FormField
          label="HTML body"
          error={errors.html}
          helperText="Optional: without it the e-mail is sent as plain text only."
        >
          <Textarea
            rows={10}
            fontFamily="mono"
            fontSize="sm"
            value={draft.html}
            onChange={(event) => set('html')(event.target.value)}
          />
        </FormField>
        {unknown.length > 0 ? (
          <Text color="fg.warning" role="status">
            {messages.mailTemplateUnknownFields(unknown.join(', '))}
          </Text>
        ) : null}
        <Text color="fg.muted" fontSize="sm">
          Merge fields: {mailMergeFields.map((field) => `{{${field.key}}}`).join(' ')}
        </Text>
        <HStack>
          <Button colorPalette="brand" loading={saving.isLoading} onClick={() => void submit()}>
            Save
          </Button>
        </HStack>
      </Stack>
      <Box as="section" aria-labelledby="mail-preview">
        <Heading as="h2" size="md" id="mail-preview" mb="2">
          Preview with sample data
        </Heading>
        <Text fontWeight="semibold" mb="2">
          {preview.subject}
        </Text>
        <Box
          as="pre"
          whiteSpace="pre-wrap"
          wordBreak="break-word"
          fontFamily="inherit"
          borderWidth="1px"
          rounded="md"
          p="3"
          mb="4"
        >
          {preview.text}
        </Box>
        {preview.html ? (
          <MailHtmlFrame title="HTML preview" html={preview.html} height="80" />
        ) : null}
      </Box>
      {conflict.dialog}
    </Grid>
  );
}
