import { Alert, Heading, Stack } from '@chakra-ui/react';

/**
 * A catalogue page the loaded app does not provide: every page is provided, so this shows only
 * when a remote deployed apart from the host is older than it. Its title and what to do.
 */
export function NotAvailablePage({ title }: { title: string }) {
  return (
    <Stack gap="4" py="2">
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Alert.Root status="info" maxW="xl">
        <Alert.Indicator />
        <Alert.Title>
          This page is missing from the deployed app. Reload the page; if it stays, tell your
          administrator.
        </Alert.Title>
      </Alert.Root>
    </Stack>
  );
}
