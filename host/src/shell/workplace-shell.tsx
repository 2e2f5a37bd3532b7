import { Box, Flex } from '@chakra-ui/react';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from './components/app-header';
import { Breadcrumbs } from './components/breadcrumbs';
import { Sidebar } from './components/sidebar';
import { readSidebarCollapsed, writeSidebarCollapsed } from './utils/sidebar-preference';

/** The staff shell: header with breadcrumbs, collapsible sidebar, and the page. */
export function WorkplaceShell() {
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const setPreference = (value: boolean) => {
    writeSidebarCollapsed(value);
    setCollapsed(value);
  };
  return (
    <Flex direction="column" flex="1" minH="0">
      <AppHeader
        onToggleSidebar={() => setCollapsed((value) => !value)}
        sidebarCollapsed={collapsed}
        onSidebarCollapsedChange={setPreference}
      >
        <Breadcrumbs />
      </AppHeader>
      <Flex flex="1" minH="0">
        <Sidebar collapsed={collapsed} />
        <Box as="main" flex="1" minW="0" p={{ base: '4', md: '6' }} overflowY="auto">
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
