import { Button, Card, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { SignInButton, productName, signedOut, useAppDispatch } from '@solar/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { SunIcon } from '../icons/lucide-icons';

// Loaded when a customer asks for it: staff, who sign in with the button, never download it.
const EmailLinkForm = lazy(async () => ({
  default: (await import('./components/email-link-form')).EmailLinkForm,
}));

/** Login: heading and the single sign-in button; clears any stored token and user on load. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [emailLink, setEmailLink] = useState(false);
  useEffect(() => {
    dispatch(signedOut());
  }, [dispatch]);

  return (
    <Center flex="1" p="4" bg="bg.muted">
      <Card.Root maxW="sm" width="full" boxShadow="md">
        <Card.Body>
          <Stack gap="5">
            <HStack gap="2" color="brand.fg">
              <SunIcon aria-hidden="true" width={28} height={28} />
              <Text fontWeight="bold" fontSize="lg">
                {productName}
              </Text>
            </HStack>
            <Heading as="h1" size="2xl">
              Login
            </Heading>
            <Text color="fg.muted">Sign in with your company account to continue.</Text>
            <SignInButton
              onSignedIn={(user) =>
                void navigate(user.is_staff ? '/dashboard' : '/customer', { replace: true })
              }
            />
            {emailLink ? (
              <Suspense fallback={null}>
                <EmailLinkForm />
              </Suspense>
            ) : (
              <Button
                variant="ghost"
                size="sm"
                // Wraps on a phone rather than widening the page.
                whiteSpace="normal"
                height="auto"
                minHeight="8"
                paddingBlock="1.5"
                onClick={() => setEmailLink(true)}
              >
                Customer without a company account? Sign in by e-mail
              </Button>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
