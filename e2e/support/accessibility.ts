import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.0 and 2.1 A and AA, and 2.2 AA: the product's accessibility bar. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * A modal dialog is checked on its own: the page behind it is inert while it is open, and was
 * checked by itself.
 */
export const dialogOnly = '[role="dialog"], [role="alertdialog"]';

/** One violation per line: rule, impact, help, and the elements it found. */
function describeViolations(violations: AxeViolation[]): string[] {
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} [${violation.helpUrl}]\n` +
      violation.nodes
        .slice(0, 8)
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n')[1] ?? ''}`)
        .join('\n'),
  );
}

/**
 * axe's label-in-name check counts ALL the text inside an element. An expanded tree item contains
 * its nested group (the ARIA tree pattern), so the people below a manager would have to be part of
 * the manager's name; the item is named by its own row instead (aria-labelledby), which the check
 * still verifies for leaves and collapsed items. Only that one case is set aside.
 */
async function withoutNestedTreeItemNames(
  page: Page,
  violation: AxeViolation,
): Promise<AxeViolation | null> {
  if (violation.id !== 'label-content-name-mismatch') return violation;
  const nodes: AxeViolation['nodes'] = [];
  for (const node of violation.nodes) {
    const nestedTreeItem = await page
      .locator(node.target.join(' '))
      .first()
      .evaluate(
        (element) =>
          element.getAttribute('role') === 'treeitem' &&
          element.getAttribute('aria-expanded') === 'true' &&
          element.querySelector(':scope > [role="group"]') !== null,
      );
    if (!nestedTreeItem) nodes.push(node);
  }
  return nodes.length > 0 ? { ...violation, nodes } : null;
}

/**
 * The serious and critical violations on the page (or the part `include` selects), described.
 *
 * Legacy mode runs axe in the page's top frame only, instead of running it per frame and then
 * opening a blank page to combine the frames' results: the product has no frames, the findings are
 * the same (compared page by page), and each check takes half the time (docs/performance.md), which
 * the suite's hundred-odd checks feel.
 */
async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const serious: AxeViolation[] = [];
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const kept = await withoutNestedTreeItemNames(page, violation);
    if (kept) serious.push(kept);
  }
  return describeViolations(serious);
}

/** Checks the page (or one part of it) and fails on serious or critical violations. */
export async function expectAccessible(page: Page, what: string, include?: string): Promise<void> {
  expect(await seriousViolations(page, include), `axe on ${what}`).toEqual([]);
}
