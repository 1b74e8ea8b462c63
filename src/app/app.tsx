import { MantineProvider } from '@mantine/core';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { routes } from './routes.tsx';
import { cssVariablesResolver, theme } from './theme.ts';
import { locale } from '../i18n/index.ts';
import { localeBase } from '../lib/i18n/locale.ts';

/** Providers shared by the app and the start-up error screen. */
export function Providers({ children }: { children: React.ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {children}
    </MantineProvider>
  );
}

/** The page for the address, under the error screen's boundary (the browser's or a static router). */
export function AppRoutes() {
  const { pathname } = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary pathname={pathname}>{element}</RouteErrorBoundary>;
}

export function App() {
  return (
    <Providers>
      {/* Hindi pages live under /hi: every link and navigation in the app stays in the page's
          language without knowing about it. */}
      <BrowserRouter basename={localeBase(locale()) || undefined}>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
