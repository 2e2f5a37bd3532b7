import type { Page } from '@playwright/test';

/**
 * What a person would see as broken on a painted page, measured in the browser:
 *
 * - overflow: the page is wider than the window, so it scrolls sideways (the elements that stick
 *   out past the right edge are named);
 * - clipped: an element cuts its own text off (scrollWidth > clientWidth, or more lines than a
 *   line clamp shows, with overflow hidden or clip) and the full text is available neither as a
 *   title (shown on hover) nor as an accessible name (read by screen readers);
 * - overlap: two visible controls (links, buttons, fields) cover each other, one not inside the
 *   other, so a click or tap may land on the wrong one.
 */
export interface LayoutOffence {
  kind: 'overflow' | 'clipped' | 'overlap';
  /** Selector-ish description of the element(s): tag, id, role, Chakra part, label. */
  what: string;
  /** The text a person sees (cut to a readable length). */
  text: string;
  /** The measurements that make it an offence. */
  detail: string;
}

/**
 * Runs in the page. Kept as one self-contained function: Playwright sends its source to the
 * browser, so it may not use anything from this module.
 */
function measureLayout(): LayoutOffence[] {
  const offences: LayoutOffence[] = [];
  const root = document.documentElement;
  const viewportWidth = root.clientWidth;

  const squeeze = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const short = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);

  const describeOne = (element: Element): string => {
    let part = element.tagName.toLowerCase();
    if (element.id && !/^[:«]|^[a-z]+::/.test(element.id)) part += `#${element.id}`;
    for (const attribute of ['role', 'data-scope', 'data-part', 'aria-label', 'name', 'type']) {
      const value = element.getAttribute(attribute);
      if (value) part += `[${attribute}="${short(value)}"]`;
    }
    return part;
  };
  /** The element and up to three ancestors, nearest last, as a selector reads. */
  const describe = (element: Element): string => {
    const parts: string[] = [];
    let current: Element | null = element;
    while (current && current !== document.body && parts.length < 4) {
      parts.unshift(describeOne(current));
      current = current.parentElement;
    }
    return parts.join(' > ');
  };

  /**
   * Hidden from sight on purpose (screen-reader-only text, the native input behind a styled
   * checkbox): one pixel square and clipped, the standard visually-hidden pattern. Its "clipping"
   * and its position are the point, not a defect.
   */
  const visuallyHidden = (element: Element, style: CSSStyleDeclaration): boolean => {
    const box = element.getBoundingClientRect();
    return (
      (box.width <= 1 && box.height <= 1) ||
      style.clip === 'rect(0px, 0px, 0px, 0px)' ||
      style.clipPath === 'inset(50%)'
    );
  };
  const shown = (element: Element): boolean =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });

  interface Box {
    element: Element;
    left: number;
    top: number;
    right: number;
    bottom: number;
  }
  /**
   * The part of an element that is painted: its box cut to what its clipping ancestors show (a
   * control scrolled out of a table's view is not there to be clicked, and a wide table inside
   * its scroll area does not widen the page).
   */
  const paintedBox = (element: Element): Box => {
    const rect = element.getBoundingClientRect();
    let box = { element, left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
    for (
      let ancestor = element.parentElement;
      ancestor && ancestor !== document.documentElement;
      ancestor = ancestor.parentElement
    ) {
      const style = getComputedStyle(ancestor);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = ancestor.getBoundingClientRect();
      box = {
        element,
        left: Math.max(box.left, clip.left),
        top: Math.max(box.top, clip.top),
        right: Math.min(box.right, clip.right),
        bottom: Math.min(box.bottom, clip.bottom),
      };
    }
    return box;
  };
  // (a) The page scrolls sideways.
  if (root.scrollWidth > viewportWidth) {
    const sticking: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element)) continue;
      const box = paintedBox(element);
      if (box.right - box.left <= 0 || box.right <= viewportWidth + 0.5) continue;
      // Only the outermost element that sticks out: its children stick out with it.
      if (sticking.some((outer) => outer.contains(element))) continue;
      sticking.push(element);
    }
    if (sticking.length === 0) {
      // Nothing painted sticks out: a placed element (a hidden label, a popup) escapes a clipping
      // box whose content it is not, and widens the page unseen.
      for (const element of document.body.querySelectorAll('*')) {
        const { position } = getComputedStyle(element);
        if (position !== 'absolute' && position !== 'fixed') continue;
        if (element.getBoundingClientRect().right > viewportWidth + 0.5) sticking.push(element);
      }
    }
    offences.push({
      kind: 'overflow',
      what: sticking.slice(0, 5).map(describe).join(' | ') || 'body',
      text: short(squeeze(sticking[0]?.textContent)),
      detail: `document ${root.scrollWidth}px wide in a ${viewportWidth}px window`,
    });
  }

  // (b) Text cut off without its full text on hover or for screen readers.
  const nameFromContent =
    'a[href], button, summary, [role="link"], [role="button"], [role="menuitem"], ' +
    '[role="tab"], [role="option"], [role="treeitem"], [role="menuitemradio"], ' +
    '[role="menuitemcheckbox"]';
  const fullTextAvailable = (element: Element, text: string): boolean => {
    for (
      let current: Element | null = element;
      current && current !== document.body;
      current = current.parentElement
    ) {
      if (squeeze(current.getAttribute('title')).includes(text)) return true;
      const label = current.getAttribute('aria-label');
      if (label !== null) return squeeze(label).includes(text);
      const labelledBy = current.getAttribute('aria-labelledby');
      if (labelledBy) {
        const name = labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
        return squeeze(name).includes(text);
      }
      // A link's or button's accessible name is its whole text, clipped or not.
      if (current.matches(nameFromContent)) return true;
    }
    // A clipping cell or box whose text is one element carrying the full text as its title.
    return [...element.querySelectorAll('[title], [aria-label]')].some(
      (inner) =>
        squeeze(inner.getAttribute('title')).includes(text) ||
        squeeze(inner.getAttribute('aria-label')).includes(text),
    );
  };
  for (const element of document.body.querySelectorAll('*')) {
    if (element instanceof SVGElement || !shown(element)) continue;
    const style = getComputedStyle(element);
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    const cutX = clipsX && element.scrollWidth > element.clientWidth && element.clientWidth > 0;
    const clamped = style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '';
    const cutY = clipsY && clamped && element.scrollHeight > element.clientHeight;
    if (!cutX && !cutY) continue;
    if (visuallyHidden(element, style)) continue;
    // A map's view: the map is panned, not cut; its controls and labels are checked one by one.
    if (element.classList.contains('leaflet-container')) continue;
    const text = squeeze((element as HTMLElement).innerText ?? element.textContent);
    if (!text) continue;
    if (fullTextAvailable(element, text)) continue;
    offences.push({
      kind: 'clipped',
      what: describe(element),
      text: short(text),
      detail: cutX
        ? `text ${element.scrollWidth}px wide in ${element.clientWidth}px`
        : `text ${element.scrollHeight}px high in ${element.clientHeight}px (line clamp)`,
    });
  }

  // (c) Controls on top of each other, as painted.
  const controls =
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], ' +
    '[role="link"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], ' +
    '[role="combobox"], [role="slider"], [tabindex]:not([tabindex="-1"])';
  const boxes: Box[] = [];
  for (const element of document.body.querySelectorAll(controls)) {
    if (!shown(element)) continue;
    if (visuallyHidden(element, getComputedStyle(element))) continue;
    if (element.closest('[inert], [aria-hidden="true"]')) continue;
    const box = paintedBox(element);
    if (box.right - box.left > 1 && box.bottom - box.top > 1) boxes.push(box);
  }
  // A shared border or a rounding pixel is not an overlap.
  const tolerance = 1;
  /**
   * A control placed on another, whole and painted on top (a solar panel on its roof area, the
   * trigger inside a combobox's input): a click on it reaches it, and one around it the other.
   */
  const placedOn = (small: Box, large: Box): boolean => {
    if (
      small.left < large.left - tolerance ||
      small.top < large.top - tolerance ||
      small.right > large.right + tolerance ||
      small.bottom > large.bottom + tolerance
    ) {
      return false;
    }
    return paintedOnTop(small.element);
  };
  /**
   * Whether the middle of `element` shows the element itself (and not something painted over
   * it). A point is only hit inside the window, so the element is scrolled into view for the
   * look, and every scroll position it moved is put back.
   */
  const paintedOnTop = (element: Element): boolean => {
    const scrolled: [Element, number, number][] = [];
    for (let box = element.parentElement; box; box = box.parentElement) {
      scrolled.push([box, box.scrollLeft, box.scrollTop]);
    }
    const [windowX, windowY] = [window.scrollX, window.scrollY];
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(
      (rect.left + rect.right) / 2,
      (rect.top + rect.bottom) / 2,
    );
    for (const [box, left, top] of scrolled) {
      box.scrollLeft = left;
      box.scrollTop = top;
    }
    window.scrollTo(windowX, windowY);
    return hit !== null && element.contains(hit);
  };
  for (let i = 0; i < boxes.length; i += 1) {
    for (let j = i + 1; j < boxes.length; j += 1) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      if (placedOn(a, b) || placedOn(b, a)) continue;
      const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      if (width <= tolerance || height <= tolerance) continue;
      offences.push({
        kind: 'overlap',
        what: `${describe(a.element)}  OVER  ${describe(b.element)}`,
        text: short(`${squeeze(a.element.textContent)} / ${squeeze(b.element.textContent)}`),
        detail: `${Math.round(width)}×${Math.round(height)}px shared`,
      });
    }
  }
  return offences;
}

/** The layout offences of the page as it is painted now. */
export async function layoutOffences(page: Page): Promise<LayoutOffence[]> {
  return page.evaluate(measureLayout);
}

/** One offence a line: where (page and window size), what, the text, the measurements. */
export function describeOffences(where: string, offences: LayoutOffence[]): string[] {
  return offences.map(
    (offence) => `${where}: ${offence.kind} ${offence.what} "${offence.text}" (${offence.detail})`,
  );
}

/**
 * Waits for a page the way the layout walk can afford on every page: its own requests answered
 * and none started for `quietMs` (Playwright's network idle waits a fixed half second, most of a
 * page's time in a walk of every page), no region marked busy, then two painted frames.
 */
export function watchRequests(page: Page): (quietMs?: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight = Math.max(0, inFlight + delta);
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async (quietMs = 150) => {
    const asked = Date.now();
    const deadline = asked + 15_000;
    // Timers of this process, not the browser's: a poll through the browser costs a round trip.
    while (inFlight > 0 || Date.now() - Math.max(lastChange, asked) < quietMs) {
      if (Date.now() > deadline) throw new Error(`${inFlight} requests still open after 15 s`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached', timeout: 15_000 });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
        ),
    );
  };
}
