import { Alert, Heading, Stack } from '@chakra-ui/react';

/** A catalogue page that no app provides yet: its title and an honest notice. */
export function NotAvailablePage({ title }: { title: string }) {
  return (
    <Stack gap="4" py="2">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Alert.Root status="info" maxW="xl">
        <Alert.Indicator />
        <Alert.Title>This page is not available yet.</Alert.Title>
      </Alert.Root>
    </Stack>
  );
}
