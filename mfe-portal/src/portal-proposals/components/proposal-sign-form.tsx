import { Box, Button, Checkbox, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  FormField,
  messages,
  notify,
  type PortalSigning,
  proposalSignSchema,
  serverErrorTextOf,
  type SignatureMethod,
} from '@solar/shared';
import { useId, useState } from 'react';
import { usePortalSignProposalMutation } from '../api/portal-proposals-endpoints';
import {
  drawnSignaturePng,
  hasSignature,
  scriptFontFamily,
  type SignatureStroke,
  typedSignaturePng,
} from '../utils/signature-image';
import { SignaturePad } from './signature-pad';

type FieldErrors = Partial<Record<'full_name' | 'signature' | 'consent', string>>;

/**
 * Accept and sign: the customer's full name, their signature (drawn on the pad, or typed and
 * shown in a handwriting style, which works by keyboard alone), the consent box, then Sign. This
 * form and its pad load only when the customer chooses to sign.
 */
export function ProposalSignForm({
  proposalId,
  onSigned,
  onCancel,
}: {
  proposalId: number;
  onSigned: (signing: PortalSigning) => void;
  onCancel: () => void;
}) {
  const [sign, { isLoading }] = usePortalSignProposalMutation();
  const [fullName, setFullName] = useState('');
  const [method, setMethod] = useState<SignatureMethod>('drawn');
  const [strokes, setStrokes] = useState<SignatureStroke[]>([]);
  const [typed, setTyped] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const ids = useId();
  const typedText = typed.trim() === '' ? fullName.trim() : typed.trim();

  const submit = async () => {
    const found: FieldErrors = {};
    const signed = method === 'drawn' ? hasSignature(strokes) : typedText !== '';
    const image = !signed
      ? null
      : method === 'drawn'
        ? drawnSignaturePng(strokes)
        : typedSignaturePng(typedText);
    const parsed = proposalSignSchema.safeParse({
      full_name: fullName,
      signature_png: image ?? '',
      signature_method: method,
      consent,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'full_name' || field === 'consent') found[field] ??= issue.message;
        if (field === 'signature_png') found.signature ??= issue.message;
      }
    }
    if (!signed) found.signature = messages.portalSignatureRequired;
    else if (image === null) found.signature = messages.portalSignatureInvalid;
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    const result = await sign({ id: proposalId, body: parsed.data });
    if ('error' in result) {
      notify.error(messages.portalSignFailed, { description: serverErrorTextOf(result.error) });
      return;
    }
    notify.success(messages.portalSigned);
    onSigned(result.data);
  };

  return (
    <form
      noValidate
      aria-label={messages.portalSignTitle}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="4">
        <Text fontWeight="semibold" fontSize="lg">
          {messages.portalSignTitle}
        </Text>
        <FormField label={messages.portalSignFullName} required error={errors.full_name} maxW="md">
          <Input
            autoComplete="name"
            value={fullName}
            onChange={(event) => {
              setFullName(event.currentTarget.value);
              setErrors((now) => ({ ...now, full_name: undefined }));
            }}
          />
        </FormField>
        <Field.Root invalid={errors.signature !== undefined} required>
          <Field.Label id={`${ids}-signature`}>{messages.portalSignatureLabel}</Field.Label>
          <HStack role="group" aria-labelledby={`${ids}-signature`} gap="2">
            {(
              [
                ['drawn', messages.portalSignatureDrawTab],
                ['typed', messages.portalSignatureTypeTab],
              ] as const
            ).map(([value, label]) => (
              <Button
                key={value}
                size="sm"
                variant={method === value ? 'solid' : 'outline'}
                aria-pressed={method === value}
                onClick={() => {
                  setMethod(value);
                  setErrors((now) => ({ ...now, signature: undefined }));
                }}
              >
                {label}
              </Button>
            ))}
          </HStack>
          <Box w="full" mt="2">
            {method === 'drawn' ? (
              <SignaturePad
                strokes={strokes}
                invalid={errors.signature !== undefined}
                describedBy={`${ids}-pad-help`}
                onChange={(next) => {
                  setStrokes(next);
                  setErrors((now) => ({ ...now, signature: undefined }));
                }}
              />
            ) : (
              <Stack gap="2" maxW="600px">
                <FormField
                  label={messages.portalSignatureTyped}
                  helperText={messages.portalSignatureTypeHelp}
                >
                  <Input
                    value={typed}
                    placeholder={fullName}
                    onChange={(event) => {
                      setTyped(event.currentTarget.value);
                      setErrors((now) => ({ ...now, signature: undefined }));
                    }}
                  />
                </FormField>
                <Box
                  aria-hidden
                  borderWidth="1px"
                  rounded="md"
                  bg="white"
                  color="#1a1a2e"
                  px="4"
                  py="3"
                  minH="16"
                  fontSize={{ base: '2xl', md: '4xl' }}
                  fontStyle="italic"
                  fontFamily={scriptFontFamily}
                  overflowWrap="anywhere"
                >
                  {typedText}
                </Box>
              </Stack>
            )}
          </Box>
          <Field.ErrorText>{errors.signature}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={errors.consent !== undefined}>
          <Checkbox.Root
            checked={consent}
            alignItems="flex-start"
            onCheckedChange={(details) => {
              setConsent(details.checked === true);
              setErrors((now) => ({ ...now, consent: undefined }));
            }}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label>{messages.portalSignConsent}</Checkbox.Label>
          </Checkbox.Root>
          <Field.ErrorText>{errors.consent}</Field.ErrorText>
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <Button type="submit" loading={isLoading}>
            {messages.portalSignSubmit}
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
