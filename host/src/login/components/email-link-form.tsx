import { Button, Input, Stack, Text } from '@chakra-ui/react';
import {
  emailLinkRequestSchema,
  FormField,
  messages,
  requestEmailLink,
  useAppDispatch,
} from '@solar/shared';
import { type FormEvent, useState } from 'react';

/**
 * Customers without a company account: their e-mail address, then a one-time sign-in link in
 * their mailbox. The answer is the same whether or not the address has an account.
 */
export function EmailLinkForm() {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [answer, setAnswer] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailLinkRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(messages.signInLinkEmailInvalid);
      return;
    }
    setError(undefined);
    setSending(true);
    const outcome = await dispatch(requestEmailLink(parsed.data.email));
    setSending(false);
    if (outcome.ok) setAnswer(outcome.message);
    else setError(outcome.message);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="3">
        <FormField label={messages.signInLinkEmailLabel} error={error} required>
          <Input
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setAnswer(null);
            }}
          />
        </FormField>
        <Button type="submit" variant="outline" loading={sending}>
          E-mail me a sign-in link
        </Button>
        {answer ? (
          <Text role="status" color="fg.success">
            {answer}
          </Text>
        ) : null}
      </Stack>
    </form>
  );
}
