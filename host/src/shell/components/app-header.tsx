import { Box, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { productName } from '@solar/shared';
import type { ReactNode, Ref } from 'react';
import { MenuLinesIcon, PanelLeftIcon, SunIcon } from '../../icons/lucide-icons';
import { NotificationMenu } from './notification-menu';
import { UserMenu, type UserMenuProps } from './user-menu';

interface AppHeaderProps extends UserMenuProps {
  /** The workplace header has a sidebar toggle; the customer portal's has none. */
  onToggleSidebar?: () => void;
  /** On a phone the workplace menu is a drawer, and this button opens it instead. */
  drawerMenu?: {
    open: boolean;
    drawerId: string;
    onToggle: () => void;
    buttonRef: Ref<HTMLButtonElement>;
  };
  /** Breadcrumbs (workplace) or nothing (portal). */
  children?: ReactNode;
}

export function AppHeader({ onToggleSidebar, drawerMenu, children, ...userMenu }: AppHeaderProps) {
  return (
    <Flex
      as="header"
      align="center"
      gap="3"
      px="3"
      height="14"
      bg="bg"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="docked"
    >
      {drawerMenu ? (
        <IconButton
          ref={drawerMenu.buttonRef}
          variant="ghost"
          size="sm"
          aria-label="Open menu"
          aria-expanded={drawerMenu.open}
          aria-controls={drawerMenu.drawerId}
          onClick={drawerMenu.onToggle}
        >
          <MenuLinesIcon />
        </IconButton>
      ) : onToggleSidebar ? (
        <IconButton
          variant="ghost"
          size="sm"
          aria-label="Toggle sidebar"
          aria-expanded={!userMenu.sidebarCollapsed}
          onClick={onToggleSidebar}
        >
          <PanelLeftIcon />
        </IconButton>
      ) : null}
      <HStack gap="2" color="brand.fg" flexShrink={0}>
        <SunIcon aria-hidden="true" />
        <Text fontWeight="bold" hideBelow="md">
          {productName}
        </Text>
      </HStack>
      <Box flex="1" minW="0" overflow="hidden">
        {children}
      </Box>
      <NotificationMenu />
      <UserMenu {...userMenu} />
    </Flex>
  );
}
