import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'mgrid',
  primaryShade: 6,
  colors: { mgrid: mgridRed },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
  defaultRadius: 'md',
});
