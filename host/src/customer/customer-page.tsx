import { Box, Flex } from '@chakra-ui/react';
import { AppHeader } from '../shell/components/app-header';
import { RemoteArea } from '../remotes/components/remote-area';

/** `/customer`: the portal remote's page inside a header-only shell. */
export function CustomerPage() {
  return (
    <Flex direction="column" flex="1">
      <AppHeader />
      <Box as="main" flex="1" p={{ base: '4', md: '6' }}>
        <RemoteArea remote="portal" />
      </Box>
    </Flex>
  );
}
