import { Button, Input, Stack } from '@chakra-ui/react';
import {
  documentRequestBodySchema,
  FormField,
  maxDocumentRequestLength,
  messages,
  notify,
  serverErrorTextOf,
} from '@solar/shared';
import { useState } from 'react';
import { useCrmRequestDocumentMutation } from '../api/deal-documents-endpoints';

/** Ask the customer for a file ("a photo of your electrical panel"); they answer in the portal. */
export function DocumentRequestForm({ dealId }: { dealId: number }) {
  const [request, { isLoading }] = useCrmRequestDocumentMutation();
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputId = `document-request-${dealId}`;

  const submit = async () => {
    const parsed = documentRequestBodySchema.safeParse({ description });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    const result = await request({ dealId, description: parsed.data.description });
    if ('error' in result) {
      notify.error(messages.documentRequestFailed, {
        description: serverErrorTextOf(result.error),
      });
      return;
    }
    notify.success(messages.documentRequestSent);
    setDescription('');
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack
        gap="3"
        direction={{ base: 'column', md: 'row' }}
        align={{ base: 'stretch', md: 'flex-end' }}
      >
        <FormField
          label="Ask the customer for a file"
          error={error}
          helperText={`${description.length}/${maxDocumentRequestLength}`}
          htmlFor={inputId}
          flex="1"
        >
          <Input
            id={inputId}
            value={description}
            maxLength={maxDocumentRequestLength}
            placeholder="A photo of your electrical panel"
            onChange={(event) => {
              setDescription(event.currentTarget.value);
              setError(undefined);
            }}
          />
        </FormField>
        <Button type="submit" variant="outline" loading={isLoading} mb={{ md: '6' }}>
          Request a file
        </Button>
      </Stack>
    </form>
  );
}
