import {
  type CSSVariablesResolver,
  createTheme,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';
import { t } from '../i18n';

/** Spec 1: navy text and navigation, light-blue primary buttons, light-grey sections, white background. */
const navy: MantineColorsTuple = [
  '#eef1f8',
  '#d9deeb',
  '#b0bad6',
  '#8594c1',
  '#6174ae',
  '#4a60a3',
  '#3d559f',
  '#2e458b',
  '#243c7d',
  '#14213d',
];

const lightBlue: MantineColorsTuple = [
  '#e8f6fd',
  '#d4ecf8',
  '#a9d8f1',
  '#7bc3ea',
  '#56b1e3',
  '#3ea6df',
  '#2fa0de',
  '#1f8bc5',
  '#117bb0',
  '#006b9c',
];

export const NAVY = navy[9];

/**
 * The "light" and "subtle" variants' text is the colour's `-light-color` variable (set dark enough
 * below) for every shade asked for: Mantine gives `green.9` the pale shade 6 as text (2:1 on its tint).
 */
const readableLightVariant: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light' && input.variant !== 'subtle') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  return parsed.isThemeColor
    ? { ...colors, color: `var(--mantine-color-${parsed.color}-light-color)` }
    : colors;
};

/** The theme, with the texts it gives Mantine's buttons in the active language (made again when it changes). */
export const appTheme = () =>
  createTheme({
    colors: { navy, lightBlue },
    primaryColor: 'lightBlue',
    primaryShade: 3,
    /** Light-blue buttons get navy text, which reads well; darker fills get white. */
    autoContrast: true,
    luminanceThreshold: 0.45,
    variantColorResolver: readableLightVariant,
    black: NAVY,
    white: '#ffffff',
    defaultRadius: 'md',
    // Devanagari named after the Latin faces, so Marathi and Hindi get Noto's shapes and widths wherever a
    // system face lacks them (a fallback chosen per glyph measured wider than the button it was sized in).
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Nirmala UI', 'Kohinoor Devanagari', sans-serif",
    headings: { fontWeight: '700' },
    components: {
      Button: { defaultProps: { fw: 600 } },
      /** Every field of our forms is required; the label stays plain text for assistive tech and tests. */
      TextInput: { defaultProps: { withAsterisk: false } },
      PasswordInput: {
        defaultProps: {
          withAsterisk: false,
          visibilityToggleButtonProps: { 'aria-label': t.auth.showPassword },
        },
      },
      Anchor: { defaultProps: { c: 'navy.9', underline: 'hover' } },
      /** Menu items are full-size tap targets (44 px), as every other control. */
      Menu: { styles: { item: { minHeight: 44 } } },
      /** Every dialog's close button is named (screen readers said only "button"). */
      Modal: { defaultProps: { closeButtonProps: { 'aria-label': t.common.close } } },
      Notification: {
        defaultProps: { radius: 'md', closeButtonProps: { 'aria-label': t.common.close } },
        /** Mantine greys the text under a title (3.3:1); notices stay readable. */
        styles: { description: { color: 'var(--mantine-color-text)' } },
      },
    },
  });

/**
 * Text of the "light" variant (badges, light buttons): Mantine's shade 6 on its pale tint is about
 * 3:1. Shade 9, or a darker tone where shade 9 is still short (green, orange, yellow, lime, teal,
 * red), gives at least 4.8:1 on the tint and on white.
 */
const LIGHT_VARIANT_TEXT: Record<string, string> = {
  green: '#1b5e20',
  orange: '#a63c06',
  yellow: '#6b4500',
  lime: '#3b5f07',
  teal: '#065f46',
  red: '#a51d1d',
};
const SHADE_NINE = ['dark', 'gray', 'pink', 'grape', 'violet', 'indigo', 'blue', 'cyan', 'navy', 'lightBlue'];
const lightVariantText = Object.fromEntries([
  ...SHADE_NINE.map((color) => [`--mantine-color-${color}-light-color`, `var(--mantine-color-${color}-9)`]),
  ...Object.entries(LIGHT_VARIANT_TEXT).map(([color, hex]) => [`--mantine-color-${color}-light-color`, hex]),
]);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: { '--jodi-navy': NAVY, '--jodi-section': 'var(--mantine-color-gray-0)' },
  light: {
    '--mantine-color-body': '#ffffff',
    '--mantine-color-text': NAVY,
    '--mantine-color-anchor': NAVY,
    /** Mantine's grey "dimmed" text is 3.3:1 on white; this one is 5.9:1, readable for older eyes (WCAG AA). */
    '--mantine-color-dimmed': '#5c6570',
    /** Field errors in a dark red (6.4:1 on white) instead of Mantine's 3.6:1. */
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...lightVariantText,
  },
  dark: {},
});
