import { cloneElement, Suspense, useState, type ReactElement, type ReactNode } from 'react';

interface TriggerProps {
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
}

/**
 * A header menu whose Chakra Menu (zag's menu machine, its dismissable layer and floating-ui,
 * larger than the rest of the header) is not part of the page's download (the header is on every
 * first view: the customer portal's and the workplace's). Until first wanted, `trigger` is rendered
 * alone, announcing its menu; pointing at it or focusing it fetches the menu's chunk (`preload`),
 * and pressing it mounts the loaded menu (`renderMenu`, a lazy component around the same trigger),
 * which then replays the press (`LoadedMenuTrigger`). The loaded menu replaces the trigger's
 * element, so it is mounted on a press only: a mere hover would lose a click whose pointer-down
 * landed on the placeholder, and a mere focus would drop the keyboard focus out of the header in
 * the middle of a Tab walk, sending the next Tab back to the top of the page.
 */
export function DeferredMenu({
  trigger,
  preload,
  renderMenu,
}: {
  trigger: ReactElement<TriggerProps>;
  preload: () => Promise<unknown>;
  renderMenu: () => ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  const press = () => setPressed(true);
  const placeholder = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void preload(),
    onPointerDown: press,
    onClick: press,
    onFocus: () => void preload(),
  });
  if (!pressed) return placeholder;
  return <Suspense fallback={placeholder}>{renderMenu()}</Suspense>;
}
