import { Card, Center, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { SignInButton, productName, signedOut, useAppDispatch } from '@solar/shared';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SunIcon } from '../icons/lucide-icons';

/** Login: heading and the single sign-in button; clears any stored token and user on load. */
export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
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
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
