import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Stack gap="3" py="8" align="flex-start">
      <Heading as="h1" size="2xl">
        Not found
      </Heading>
      <Text color="fg.muted">There is no page at this address.</Text>
      <Button asChild variant="outline">
        <Link to="/dashboard">Back to the dashboard</Link>
      </Button>
    </Stack>
  );
}
