import type { BrowserContext } from 'playwright-core';

export interface DragResult {
  panels: number;
  /** Whether the dragged panel's position (in its accessible name) changed: the drag happened. */
  moved: boolean;
  /** The longest gap between animation frames while the pointer moved (rAF timestamps). */
  longestFrameMs: number;
  /** The longest long-animation-frame entry in the same window, when Chromium reports any. */
  longestAnimationFrameMs: number | null;
  frames: number;
}

/**
 * The presenter with `panels` panels in the red roof area (added with its own "Add Panel"
 * button, as a person does), then one panel dragged across the roof in 40 pointer steps while
 * the page records every animation frame's timestamp and any long-animation-frame entries.
 */
export async function measureDrag(
  context: BrowserContext,
  url: string,
  panels: number,
): Promise<DragResult> {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.getByRole('button', { name: 'Red roof area' }).click({ timeout: 60_000 });
    const add = page.getByRole('button', { name: 'Add Panel' });
    for (let index = 0; index < panels; index += 1) await add.click();
    const panelCount = await page.getByRole('button', { name: /^Panel \d+:/ }).count();
    const roof = await page.getByRole('group', { name: 'Roof design' }).boundingBox();
    if (!roof) throw new Error('The roof drawing is not visible');
    // The drawing is 800 × 600 units scaled to the column; panel 1 sits at (100, 100) with its
    // centre about (120, 130).
    const scale = roof.width / 800;
    const at = (x: number, y: number) => ({ x: roof.x + x * scale, y: roof.y + y * scale });
    // Passed as source text: the bench runs through tsx, whose transform would add helper calls
    // (`__name`) to a function that do not exist in the page.
    await page.evaluate(`(() => {
      window.__frames = [];
      window.__loaf = [];
      window.__stop = false;
      try {
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__loaf.push(entry.duration);
        }).observe({ type: 'long-animation-frame', buffered: false });
      } catch {
        // No long-animation-frame support: the rAF gaps still tell.
      }
      const tick = (time) => {
        window.__frames.push(time);
        if (!window.__stop) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    const first = page.getByRole('button', { name: /^Panel \d+:/ }).first();
    const before = await first.getAttribute('aria-label');
    const id = /^Panel (\d+):/.exec(before ?? '')?.[1];
    const from = at(120, 130);
    const to = at(500, 300);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 40 });
    await page.mouse.up();
    await page.waitForTimeout(200);
    const after = await page
      .getByRole('button', { name: new RegExp(`^Panel ${id}:`) })
      .getAttribute('aria-label');
    const { frames, loaf } = await page.evaluate<{ frames: number[]; loaf: number[] }>(
      '(() => { window.__stop = true; return { frames: window.__frames, loaf: window.__loaf }; })()',
    );
    let longest = 0;
    for (let index = 1; index < frames.length; index += 1) {
      longest = Math.max(longest, frames[index]! - frames[index - 1]!);
    }
    return {
      panels: panelCount,
      moved: before !== null && after !== before,
      longestFrameMs: longest,
      longestAnimationFrameMs: loaf.length ? Math.max(...loaf) : null,
      frames: frames.length,
    };
  } finally {
    await page.close();
  }
}
