import { system } from '../system';

// The overrides exist for axe's colour-contrast rule (WCAG 1.4.3); they must merge into Chakra's
// recipes, not replace them.
describe('theme system', () => {
  const theme = system._config.theme!;

  it('darkens solid buttons on hover and while expanded, keeping the rest of the recipe', () => {
    const solid = theme.recipes!.button!.variants!.variant!.solid as Record<string, unknown>;
    expect(solid._hover).toEqual({ bg: 'colorPalette.800' });
    expect(solid._expanded).toEqual({ bg: 'colorPalette.800' });
    expect(solid.bg).toBe('colorPalette.solid');
    expect(solid.color).toBe('colorPalette.contrast');
  });

  it("shows a select's placeholder in the full muted grey, keeping the trigger's layout", () => {
    const trigger = theme.slotRecipes!.select!.base!.trigger as Record<string, unknown>;
    expect(trigger._placeholderShown).toEqual({ color: 'fg.muted' });
    expect(trigger.minH).toBe('var(--select-trigger-height)');
  });

  it('makes a table the containing block of its hidden labels, keeping the rest of the recipe', () => {
    const root = theme.slotRecipes!.table!.base!.root as Record<string, unknown>;
    expect(root.position).toBe('relative');
    expect(root.width).toBe('full');
  });

  it('writes error text in red 600 on light backgrounds', () => {
    expect(system.token('colors.fg.error')).toBe('var(--chakra-colors-fg-error)');
    const fg = theme.semanticTokens!.colors!.fg as Record<string, { value: unknown }>;
    expect(fg.error!.value).toEqual({ _light: '{colors.red.600}', _dark: '{colors.red.400}' });
    expect(fg.muted!.value).toEqual({ _light: '{colors.gray.600}', _dark: '{colors.gray.400}' });
  });
});
