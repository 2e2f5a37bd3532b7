import { Menu } from '@chakra-ui/react';
import { useEffect, useRef, type ReactElement } from 'react';

/**
 * The trigger of a deferred menu once its Menu has loaded (inside `Menu.Root`; see DeferredMenu):
 * the same trigger element, which carries out the press that loaded the menu: it is replayed as a
 * click on the real trigger, so the menu opens and moves the focus exactly as a click on a loaded
 * menu does. Kept out of deferred-menu.tsx, which is on the first view: this
 * imports Chakra's Menu.
 */
export function LoadedMenuTrigger({ trigger }: { trigger: ReactElement }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Only the press the menu mounted with is replayed: later presses reach the real trigger.
  useEffect(() => {
    // A task later: the menu's state machine starts in its own effects and ignores events before.
    const timer = setTimeout(() => triggerRef.current?.click());
    return () => clearTimeout(timer);
  }, []);
  return (
    <Menu.Trigger asChild ref={triggerRef}>
      {trigger}
    </Menu.Trigger>
  );
}
