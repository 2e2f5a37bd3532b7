import { Card, Center, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { messages, signInWithEmailLink, useAppDispatch } from '@solar/shared';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';

/**
 * `/login/link#<token>`: where a mailed sign-in link leads. The token is spent once, so the page
 * asks the API once, then opens the customer portal, or says the link no longer works.
 */
export function EmailLinkPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { hash } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const token = hash.replace(/^#/, '');
    void dispatch(signInWithEmailLink(token)).then((outcome) => {
      if ('user' in outcome) {
        void navigate(outcome.user.is_staff ? '/dashboard' : '/customer', { replace: true });
      } else {
        setFailure(outcome.message);
      }
    });
  }, [dispatch, hash, navigate]);

  return (
    <Center flex="1" p="4" bg="bg.muted">
      <Card.Root maxW="sm" width="full" boxShadow="md">
        <Card.Body>
          <Stack gap="4">
            <Heading as="h1" size="xl">
              Sign in by e-mail link
            </Heading>
            {failure ? (
              <>
                <Text role="alert">{failure}</Text>
                <Link asChild color="brand.fg">
                  <RouterLink to="/login">Back to the sign-in page</RouterLink>
                </Link>
              </>
            ) : (
              <Text role="status">{messages.signInLinkSigningIn}</Text>
            )}
          </Stack>
        </Card.Body>
      </Card.Root>
    </Center>
  );
}
