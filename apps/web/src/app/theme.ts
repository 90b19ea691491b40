import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
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

export const theme = createTheme({
  colors: { navy, lightBlue },
  primaryColor: 'lightBlue',
  primaryShade: 3,
  /** Light-blue buttons get navy text, which reads well; darker fills get white. */
  autoContrast: true,
  luminanceThreshold: 0.45,
  black: NAVY,
  white: '#ffffff',
  defaultRadius: 'md',
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', sans-serif",
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
    Notification: {
      defaultProps: { radius: 'md', closeButtonProps: { 'aria-label': t.common.close } },
      /** Mantine greys the text under a title (3.3:1); notices stay readable. */
      styles: { description: { color: 'var(--mantine-color-text)' } },
    },
  },
});

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
  },
  dark: {},
});
