import { Box, Button, Icon, Skeleton, Stack, Text, chakra } from '@chakra-ui/react';
import {
  ensureMenuLoaded,
  messages,
  notify,
  selectMenuItems,
  selectMenuStatus,
  sidebarSkeletonRows,
  toWorkplacePath,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  visibleMenuItems,
  type MenuItem,
} from '@solar/shared';
import { useEffect, useMemo, useState } from 'react';
import { LuChevronDown, LuChevronRight } from 'react-icons/lu';
import { Link, useLocation } from 'react-router';
import { activeMenuPathOf } from '../../app/route-meta';
import { MenuIcon } from './menu-icon';

const ItemLink = chakra(Link);
/** The Dashboard entry is the host's own, not a menu item; it shares the highlight logic. */
const dashboardPath = 'dashboard';

function containsPath(item: MenuItem, path: string | null): boolean {
  return (
    path !== null &&
    (item.path === path || item.children.some((child) => containsPath(child, path)))
  );
}

function itemStyles(active: boolean) {
  return {
    display: 'flex',
    alignItems: 'center',
    gap: '3',
    width: 'full',
    px: '3',
    py: '2',
    borderRadius: 'md',
    fontSize: 'sm',
    fontWeight: active ? 'semibold' : 'medium',
    color: active ? 'brand.fg' : 'fg',
    bg: active ? 'brand.muted' : 'transparent',
    _hover: { bg: active ? 'brand.muted' : 'bg.muted' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.focusRing' },
  } as const;
}

/**
 * The sidebar menu: Dashboard plus the server's items (the is_show rule), icons by name, a 6-row
 * skeleton while loading, one submenu open at a time, collapsible to icons.
 */
export function Sidebar({
  collapsed,
  inDrawer = false,
}: {
  collapsed: boolean;
  inDrawer?: boolean;
}) {
  const dispatch = useAppDispatch();
  const appStore = useAppStore();
  const status = useAppSelector(selectMenuStatus);
  const menuItems = useAppSelector(selectMenuItems);
  const items = useMemo(() => visibleMenuItems(menuItems), [menuItems]);
  const { pathname } = useLocation();
  const activePath = activeMenuPathOf(pathname);
  const [openId, setOpenId] = useState<number | null>(null);

  const load = () => {
    void dispatch(ensureMenuLoaded()).then((ok) => {
      if (!ok && appStore.getState().auth.token) notify.error(messages.failedToLoadMenuItems);
    });
  };
  useEffect(() => {
    // Loaded once per session; a failure stays visible here with its own Retry.
    if (appStore.getState().permissions.status === 'idle') load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  // The submenu of the open page opens by itself when the page changes.
  const activeGroupId = items.find(
    (item) => item.children.length > 0 && containsPath(item, activePath),
  )?.id;
  useEffect(() => {
    if (activeGroupId !== undefined) setOpenId(activeGroupId);
  }, [activeGroupId]);

  const renderLeaf = (item: MenuItem, nested: boolean) => {
    const active = item.path === activePath;
    return (
      <ItemLink
        key={item.id}
        to={item.path === dashboardPath ? '/dashboard' : toWorkplacePath(item.path ?? '')}
        aria-current={active ? 'page' : undefined}
        title={collapsed ? item.title : undefined}
        {...itemStyles(active)}
        ps={nested && !collapsed ? '10' : '3'}
      >
        {nested && !collapsed ? null : (
          <Icon boxSize="4" flexShrink={0}>
            <MenuIcon name={item.icon} />
          </Icon>
        )}
        {collapsed ? (
          <chakra.span srOnly>{item.title}</chakra.span>
        ) : (
          <Text truncate>{item.title}</Text>
        )}
      </ItemLink>
    );
  };

  let body;
  if (status === 'idle' || status === 'loading') {
    body = (
      <Stack
        gap="2"
        px="3"
        aria-busy="true"
        aria-label="Loading menu"
        data-testid="sidebar-skeleton"
      >
        {Array.from({ length: sidebarSkeletonRows }, (_, row) => (
          <Skeleton key={row} height="8" borderRadius="md" />
        ))}
      </Stack>
    );
  } else if (status === 'failed') {
    body = (
      <Stack gap="2" px="3" role="alert">
        <Text fontSize="sm" color="fg.error">
          {messages.failedToLoadMenuItems}
        </Text>
        <Button size="xs" variant="outline" onClick={load}>
          Retry
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Stack as="ul" gap="1" listStyleType="none" px="2">
        {items.map((item) => {
          if (item.children.length === 0) return <li key={item.id}>{renderLeaf(item, false)}</li>;
          const open = openId === item.id;
          const submenuId = `submenu-${item.id}`;
          return (
            <li key={item.id}>
              <chakra.button
                type="button"
                aria-expanded={open}
                aria-controls={submenuId}
                title={collapsed ? item.title : undefined}
                onClick={() => setOpenId(open ? null : item.id)}
                {...itemStyles(false)}
                fontWeight={containsPath(item, activePath) ? 'semibold' : 'medium'}
              >
                <Icon boxSize="4" flexShrink={0}>
                  <MenuIcon name={item.icon} />
                </Icon>
                {collapsed ? (
                  <chakra.span srOnly>{item.title}</chakra.span>
                ) : (
                  <>
                    <Text flex="1" textAlign="start" truncate>
                      {item.title}
                    </Text>
                    <Icon boxSize="4">{open ? <LuChevronDown /> : <LuChevronRight />}</Icon>
                  </>
                )}
              </chakra.button>
              {open ? (
                <Stack as="ul" id={submenuId} gap="1" listStyleType="none" mt="1">
                  {item.children.map((child) => (
                    <li key={child.id}>{renderLeaf(child, true)}</li>
                  ))}
                </Stack>
              ) : null}
            </li>
          );
        })}
      </Stack>
    );
  }

  return (
    <Box
      as="nav"
      aria-label="Main menu"
      width={inDrawer ? 'full' : collapsed ? '16' : '64'}
      flexShrink={0}
      bg="bg"
      borderEndWidth={inDrawer ? '0' : '1px'}
      py="3"
      overflowY="auto"
      transition="width 0.15s"
    >
      <Box px="2" mb="2">
        {renderLeaf(
          {
            id: 0,
            path: dashboardPath,
            title: 'Dashboard',
            icon: 'dashboard',
            is_show: true,
            children: [],
          },
          false,
        )}
      </Box>
      {body}
    </Box>
  );
}
