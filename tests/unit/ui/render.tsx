// Server-renders a component inside the app's Mantine theme and a router, for tests that
// assert the text and attributes a component produces (no DOM needed).
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { theme } from '../../../src/app/theme.ts';

export function render(node: ReactNode): string {
  const router = createMemoryRouter([{ path: '*', element: node }]);
  return renderToStaticMarkup(
    <MantineProvider theme={theme}>
      <RouterProvider router={router} />
    </MantineProvider>,
  );
}

/** The visible text of rendered markup, tags dropped and spaces squashed. */
export function textOf(html: string): string {
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
