import './app/mantine-styles.ts';
import './app/first-paint-styles.ts';
import './app/global.css';
import { boot } from './app/boot.tsx';
import { readConsent } from './features/analytics/consent.ts';
import { installErrorReports } from './features/analytics/error-reports.ts';

// Listening before anything else runs, so an error while starting is reported too.
installErrorReports();

// Field web vitals, only with consent: their code loads once the page has loaded and the
// phone is idle, so none of it is first-paint code (its observers are buffered).
const startWebVitals = () =>
  (window.requestIdleCallback ?? setTimeout)(() => {
    if (readConsent() === 'accepted') {
      import('./features/analytics/web-vitals.ts').then(
        (m) => m.startWebVitals(),
        () => undefined,
      );
    }
  });
if (document.readyState === 'complete') startWebVitals();
else addEventListener('load', startWebVitals, { once: true });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void boot(root);
