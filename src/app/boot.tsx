// Start-up: open the local database and start syncing, then render. The app never renders
// before its data layer exists, so every hook can read the local database synchronously.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startSync } from '../../sync/engine/start.ts';
import { App, Providers } from './app.tsx';
import { ErrorScreen } from './error-screen.tsx';

export async function boot(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  try {
    await startSync();
  } catch (error) {
    console.error(error);
    root.render(
      <Providers>
        <ErrorScreen />
      </Providers>,
    );
    return;
  }
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
