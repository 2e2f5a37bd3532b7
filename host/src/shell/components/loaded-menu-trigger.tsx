import { Menu } from '@chakra-ui/react';
import { useEffect, useRef, type ReactElement } from 'react';
import type { MenuLoadRequest } from './deferred-menu';

/**
 * The trigger of a deferred menu once its Menu has loaded (inside `Menu.Root`; see DeferredMenu):
 * the same trigger element, which carries out what was asked before the menu loaded. A press is
 * replayed as a click on the real trigger, so the menu opens and moves the focus exactly as a
 * click on a loaded menu does. Kept out of deferred-menu.tsx, which is on the first view: this
 * imports Chakra's Menu.
 */
export function LoadedMenuTrigger({
  trigger,
  request,
}: {
  trigger: ReactElement;
  request: MenuLoadRequest;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Only the request the menu mounted with counts: later presses reach the real trigger.
  const initialRequest = useRef(request);
  useEffect(() => {
    // A task later: the menu's state machine starts in its own effects and ignores events before.
    const timer = setTimeout(() => {
      const element = triggerRef.current;
      if (!element) return;
      if (initialRequest.current.open) element.click();
      else if (initialRequest.current.focus) element.focus();
    });
    return () => clearTimeout(timer);
  }, []);
  return (
    <Menu.Trigger asChild ref={triggerRef}>
      {trigger}
    </Menu.Trigger>
  );
}
