import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  separatorRecipe,
  skipNavLinkRecipe,
  sliderSlotRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { fontStacks } from './fontStacks';
import { shopKeyframes, shopSemanticTokens, shopTokens } from './themeTokens';

/**
 * Chakra's tokens cut to the palettes and keyframes the shop uses (themeTokens.ts), and only the recipes
 * of the components the shop renders: the default config carries some 75 recipes, most of them for
 * components the shop never uses, and they all ship in the first load. A component added to the shop
 * needs its recipe here (it renders unstyled otherwise), and the keyframes and palettes it draws with
 * in themeTokens.ts (tests/client/theme.test.tsx checks both lists).
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes: shopKeyframes,
    tokens: shopTokens,
    semanticTokens: shopSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      radiomark: radiomarkRecipe,
      separator: separatorRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      slider: sliderSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

const shopConfig = defineConfig({
  globalCss: {
    // Cormorant's default figures are old-style: its '1' reads as an 'ı' ('Panier (ı)', the checkout's
    // step circles). Lining figures wherever a number is read; Inter's are lining already.
    'html, body': { bg: 'white', color: 'gray.900', fontVariantNumeric: 'lining-nums' },
    ':focus-visible': { outline: '2px solid', outlineColor: 'gray.900', outlineOffset: '2px' },
    // What a page scrolls to (a step's heading, a field with an error) stops below the sticky header (h 16).
    'main :is(h1, h2, h3, input, select, textarea, button)': { scrollMarginTop: '5rem' },
  },
  theme: {
    tokens: {
      fonts: {
        // The brand families, then their metric-matched fallbacks (fontStacks.ts).
        heading: { value: fontStacks.heading },
        body: { value: fontStacks.body },
      },
      colors: {
        brand: {
          ivory: { value: '#f7f3ec' },
          ink: { value: '#141414' },
          gold: { value: '#a47e3b' },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraTheme, shopConfig);
