import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import { selectAnatomy, tableAnatomy } from '@chakra-ui/react/anatomy';
import {
  alertSlotRecipe,
  animationStyles,
  breadcrumbSlotRecipe,
  breakpoints,
  cardSlotRecipe,
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  keyframes,
  layerStyles,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  checkmarkRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  radiomarkRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textareaRecipe,
  selectSlotRecipe,
  semanticTokens,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme with only the recipes and slot recipes of the components the apps use
 * (every component's recipe in `defaultConfig` would weigh on every page). A component added to any app
 * needs its recipe here: `build/__tests__/chakra-recipes.test.ts` fails until it is.
 */
const themeConfig = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      inputAddon: inputAddonRecipe,
      input: inputRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      select: selectSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastSlotRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * The Chakra UI system of every app: a solar amber accent on calm neutral greys. The solid accent
 * is amber 700 so that white text on it keeps a WCAG AA contrast ratio (about 5:1); the lighter
 * ambers are used only for backgrounds behind dark text.
 */
const config = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand' },
    body: { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#fffbeb' },
          100: { value: '#fef3c7' },
          200: { value: '#fde68a' },
          300: { value: '#fcd34d' },
          400: { value: '#fbbf24' },
          500: { value: '#f59e0b' },
          600: { value: '#d97706' },
          700: { value: '#b45309' },
          800: { value: '#92400e' },
          900: { value: '#78350f' },
          950: { value: '#451a03' },
        },
      },
      fonts: {
        heading: { value: 'Inter, "Segoe UI", system-ui, -apple-system, sans-serif' },
        body: { value: 'Inter, "Segoe UI", system-ui, -apple-system, sans-serif' },
      },
    },
    // WCAG AA (4.5:1) in every state, as axe checks on every page: solid buttons darken on hover
    // and while their menu or dialog is open (Chakra's default lightens them to 90 % opacity,
    // which takes white text on blue or amber below 4.5:1), and a select's placeholder uses the
    // full muted grey (Chakra's 80 % is 4.4:1 on the page background).
    recipes: {
      button: {
        variants: {
          variant: {
            solid: {
              _hover: { bg: 'colorPalette.800' },
              _expanded: { bg: 'colorPalette.800' },
            },
          },
        },
      },
    },
    slotRecipes: {
      select: {
        slots: selectAnatomy.keys(),
        base: { trigger: { _placeholderShown: { color: 'fg.muted' } } },
      },
      // A table holds its own absolutely placed parts (visually hidden labels in its cells): as
      // their containing block it keeps them inside its scroll area, where they would otherwise
      // widen the whole page on a phone.
      table: {
        slots: tableAnatomy.keys(),
        base: { root: { position: 'relative' } },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's red 500 error text is 3.8:1 on white; red 600 is 4.8:1.
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
        },
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: { _light: '{colors.brand.800}', _dark: '{colors.brand.300}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: '{colors.brand.600}' },
        },
      },
    },
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, themeConfig), config);
