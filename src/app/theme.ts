import {
  Notification,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  parseThemeColor,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';
import { t } from '../i18n/index.ts';

// MGRID red, from the logo; graphite for text.
const mgridRed: MantineColorsTuple = [
  '#ffe9ea',
  '#ffd1d3',
  '#f9a1a4',
  '#f46e73',
  '#ef434a',
  '#ec2a31',
  '#d7262e',
  '#bf1b23',
  '#ab141d',
  '#950515',
];

// Light badges and buttons ("18% off", "In stock", "Near me") get a darker text colour than
// Mantine's default, so small text on the tint passes WCAG AA contrast (axe runs in e2e).
const variantColorResolver: VariantColorsResolver = (input) => {
  const resolved = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return resolved;
  const parsed = parseThemeColor({
    color: input.color ?? input.theme.primaryColor,
    theme: input.theme,
  });
  if (!parsed.isThemeColor || parsed.color === 'dark' || parsed.color === 'gray') return resolved;
  const shades = input.theme.colors[parsed.color];
  return shades ? { ...resolved, color: darken(shades[9], 0.3) } : resolved;
};

export const theme = createTheme({
  primaryColor: 'mgrid',
  primaryShade: 6,
  colors: { mgrid: mgridRed },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  defaultRadius: 'md',
  variantColorResolver,
  components: {
    // Mantine's close button on a toast is an icon with no name (axe: button-name). A getter:
    // the theme is made when the module loads, before the page's language is set, and the
    // props are spread onto the button when a toast renders.
    Notification: Notification.extend({
      defaultProps: {
        closeButtonProps: {
          get 'aria-label'() {
            return t('Close notification');
          },
        },
      },
    }),
  },
});

/**
 * Dimmed text (input descriptions, captions) one shade darker, and field error messages in
 * the darkest red, for AA contrast on white.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
