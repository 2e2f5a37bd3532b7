import { Box, Flex } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { AppHeader } from './components/app-header';
import { Breadcrumbs } from './components/breadcrumbs';
import { Sidebar } from './components/sidebar';
import { SidebarDrawer } from './components/sidebar-drawer';
import { useMediaQuery } from './hooks/use-media-query';
import { readSidebarCollapsed, writeSidebarCollapsed } from './utils/sidebar-preference';

/** Chakra's `md` breakpoint: below it a sidebar would leave the page too little room. */
const sidebarFits = '(min-width: 48rem)';
const drawerId = 'main-menu-drawer';

/**
 * The staff shell: header with breadcrumbs, the sidebar (collapsible; a drawer on a phone), and
 * the page.
 */
export function WorkplaceShell() {
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);
  const setPreference = (value: boolean) => {
    writeSidebarCollapsed(value);
    setCollapsed(value);
  };
  const wide = useMediaQuery(sidebarFits);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeDrawer = (returnFocus: boolean) => {
    setDrawerOpen(false);
    if (returnFocus) menuButton.current?.focus();
  };
  return (
    <Flex direction="column" flex="1" minH="0">
      <AppHeader
        onToggleSidebar={() => setCollapsed((value) => !value)}
        drawerMenu={
          wide
            ? undefined
            : {
                open: drawerOpen,
                drawerId,
                buttonRef: menuButton,
                onToggle: () => (drawerOpen ? closeDrawer(true) : setDrawerOpen(true)),
              }
        }
        sidebarCollapsed={collapsed}
        onSidebarCollapsedChange={setPreference}
      >
        <Breadcrumbs />
      </AppHeader>
      <Flex flex="1" minH="0">
        {wide ? (
          <Sidebar collapsed={collapsed} />
        ) : (
          <SidebarDrawer id={drawerId} open={drawerOpen} onClose={closeDrawer} trigger={menuButton}>
            <Sidebar collapsed={false} inDrawer />
          </SidebarDrawer>
        )}
        {/* The window scrolls, not the main area: a scroll box here that never scrolls would
            keep a page's sticky bars (the access page's Save) from sticking to the screen. */}
        <Box as="main" flex="1" minW="0" p={{ base: '4', md: '6' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}
