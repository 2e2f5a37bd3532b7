import { Input } from '@chakra-ui/react';
import type { Ref } from 'react';
import { documentAccept, maxDocumentBytes } from '../../domain/documents/documents-constants';
import { messages } from '../../domain/messages';
import { FormField, type FormFieldProps } from './form-field';

/**
 * Why a chosen file cannot be sent, or undefined when it can. The API checks the content again;
 * this only spares a long upload that would be refused.
 */
export function documentFileProblem(file: File | null): string | undefined {
  if (!file) return messages.documentFileRequired;
  if (file.size > maxDocumentBytes) return messages.apiDocumentTooLarge;
  return undefined;
}

interface DocumentFileFieldProps extends Omit<FormFieldProps, 'children' | 'htmlFor'> {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The file chosen, or null when the choice is cleared. */
  onFile: (file: File | null) => void;
}

/** A document's file picker, limited to the kinds of file the product keeps. */
export function DocumentFileField({ id, inputRef, onFile, ...field }: DocumentFileFieldProps) {
  return (
    <FormField {...field} htmlFor={id}>
      <Input
        ref={inputRef}
        id={id}
        type="file"
        accept={documentAccept}
        p="1"
        onChange={(event) => onFile(event.currentTarget.files?.[0] ?? null)}
      />
    </FormField>
  );
}
