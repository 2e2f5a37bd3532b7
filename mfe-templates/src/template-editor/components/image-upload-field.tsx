import { Input } from '@chakra-ui/react';
import { FormField, messages, templateImageProblem, templateImageTypes } from '@solar/shared';
import { useState } from 'react';
import { useTemplatesUploadImageMutation } from '../../templates-shared/api/templates-endpoints';

/** The file's bytes; FileReader where `Blob.arrayBuffer` is missing (older engines, jsdom). */
function readBytes(file: File): Promise<Uint8Array> {
  if (typeof file.arrayBuffer === 'function') {
    return file.arrayBuffer().then((buffer) => new Uint8Array(buffer));
  }
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) {
    binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  }
  return btoa(binary);
}

/**
 * WebP cannot be embedded in the PDF (pdf-lib takes PNG and JPEG), so where the browser can
 * decode it the image is redrawn as PNG before upload; otherwise it is sent as it is.
 */
async function printableBytes(file: File, bytes: Uint8Array): Promise<Uint8Array> {
  if (bytes[8] !== 0x57 || typeof createImageBitmap !== 'function') return bytes;
  try {
    const bitmap = await createImageBitmap(file);
    const canvas = document.createElement('canvas');
    canvas.width = bitmap.width;
    canvas.height = bitmap.height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) return bytes;
    const png = new Uint8Array(await blob.arrayBuffer());
    return templateImageProblem(png) === null ? png : bytes;
  } catch {
    return bytes;
  }
}

/**
 * Picks an image, checks it as the API will (type by content, 2 MiB), and uploads it into the
 * saved template (an image belongs to its template and is deleted with it). Refusals only the
 * server can judge (pixel count, the template's image limits) are shown by the shared error
 * policy with the server's message.
 */
export function ImageUploadField({
  templateId,
  onUploaded,
}: {
  /** Null while the template has never been saved: there is nothing to upload into yet. */
  templateId: number | null;
  onUploaded: (imageId: number) => void;
}) {
  const [upload, { isLoading }] = useTemplatesUploadImageMutation();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <FormField
      label="Upload image"
      error={problem ?? undefined}
      helperText={
        problem
          ? undefined
          : templateId === null
            ? messages.saveTemplateBeforeImages
            : 'PNG, JPEG or WebP, at most 2 MiB and 25 megapixels.'
      }
    >
      <Input
        size="sm"
        type="file"
        accept={templateImageTypes.join(',')}
        disabled={isLoading || templateId === null}
        onChange={async (event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file || templateId === null) return;
          const bytes = await readBytes(file);
          const found = templateImageProblem(bytes);
          if (found) {
            setProblem(
              found === 'type' ? messages.apiImageTypeNotAllowed : messages.apiImageTooLarge,
            );
            input.value = '';
            return;
          }
          setProblem(null);
          const result = await upload({
            template_id: templateId,
            data_base64: toBase64(await printableBytes(file, bytes)),
            filename: file.name,
          });
          input.value = '';
          // A refusal or failure has been shown by the shared error policy (the server's message).
          if (result.data) onUploaded(result.data.id);
        }}
      />
    </FormField>
  );
}
