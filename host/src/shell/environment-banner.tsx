import { Box } from '@chakra-ui/react';
import {
  testEnvironmentBanner,
  testEnvironmentName,
  useUsersEnvironmentQuery,
} from '@solar/shared';

/** 'Testing Environment' across the top when the server says it runs in the test environment. */
export function EnvironmentBanner() {
  const { data } = useUsersEnvironmentQuery();
  if (data?.environment !== testEnvironmentName) return null;
  return (
    <Box
      role="status"
      bg="orange.700"
      color="white"
      textAlign="center"
      fontWeight="semibold"
      fontSize="sm"
      py="1"
    >
      {testEnvironmentBanner}
    </Box>
  );
}
