import { Box } from '@chakra-ui/react';
import {
  useEffect,
  useRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router';

interface SidebarDrawerProps {
  id: string;
  open: boolean;
  /** `returnFocus` is false when the person clicked elsewhere on the page: focus stays there. */
  onClose: (returnFocus: boolean) => void;
  /** The header button that opens it: a click on it toggles, it is not "outside". */
  trigger: RefObject<HTMLElement | null>;
  children: ReactNode;
}

const focusable = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/**
 * The menu on a phone: slides over the page below the header, closed until the header's menu
 * button opens it. It closes on navigation, on Escape and on a click anywhere else, and keeps
 * Tab inside itself while open, so a keyboard user never wanders into the page it covers.
 */
export function SidebarDrawer({ id, open, onClose, trigger, children }: SidebarDrawerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const openRef = useRef(open);
  openRef.current = open;

  // A new page closes the menu; the first render is the page it opened on.
  const shownLocation = useRef(`${pathname}${search}`);
  useEffect(() => {
    const location = `${pathname}${search}`;
    if (location === shownLocation.current) return;
    shownLocation.current = location;
    if (openRef.current) closeRef.current(true);
  }, [pathname, search]);

  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(focusable)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef.current(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (panel.current?.contains(target) || trigger.current?.contains(target)) return;
      closeRef.current(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, trigger]);

  const keepTabInside = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panel.current) return;
    const items = [...panel.current.querySelectorAll<HTMLElement>(focusable)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      <Box
        position="fixed"
        inset="0"
        top="14"
        bg="blackAlpha.500"
        zIndex="overlay"
        hidden={!open}
        aria-hidden="true"
        data-testid="sidebar-drawer-backdrop"
      />
      <Box
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        hidden={!open}
        position="fixed"
        top="14"
        bottom="0"
        insetStart="0"
        width="64"
        maxW="85vw"
        display={open ? 'flex' : 'none'}
        bg="bg"
        boxShadow="lg"
        zIndex="modal"
        onKeyDown={keepTabInside}
        onClick={(event) => {
          // A tap on the page already open changes no location, yet the person is done here.
          if ((event.target as Element).closest('a[href]')) closeRef.current(true);
        }}
      >
        {children}
      </Box>
    </>
  );
}
