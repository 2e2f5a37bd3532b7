import { cloneElement, Suspense, useState, type ReactElement, type ReactNode } from 'react';

/** What the person did to a deferred menu's trigger before its menu had loaded. */
export interface MenuLoadRequest {
  /** They clicked (or pressed Enter/Space): open the menu as soon as it is there. */
  open: boolean;
  /** The trigger had the keyboard focus: the loaded menu's trigger takes it over. */
  focus: boolean;
}

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
 * larger than the rest of the header) is not part of the page's download (the header is on every first view: the
 * customer portal's and the workplace's). Until first wanted, `trigger` is rendered alone,
 * announcing its menu; pointing at it fetches the menu's chunk (`preload`), and focusing or
 * pressing it mounts the loaded menu (`renderMenu`, a lazy component around the same trigger),
 * which then replays the press (`LoadedMenuTrigger`). The loaded menu replaces the trigger's
 * element, so it is mounted on a press or focus, never on a mere hover: a click whose
 * pointer-down landed on the placeholder is then always replayed.
 */
export function DeferredMenu({
  trigger,
  preload,
  renderMenu,
}: {
  trigger: ReactElement<TriggerProps>;
  preload: () => Promise<unknown>;
  renderMenu: (request: MenuLoadRequest) => ReactNode;
}) {
  const [request, setRequest] = useState<MenuLoadRequest | null>(null);
  const press = () => setRequest({ open: true, focus: true });
  const placeholder = cloneElement(trigger, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: () => void preload(),
    onPointerDown: press,
    onClick: press,
    onFocus: () => setRequest((current) => ({ open: current?.open ?? false, focus: true })),
  });
  if (!request) return placeholder;
  return <Suspense fallback={placeholder}>{renderMenu(request)}</Suspense>;
}
