import './app/mantine-styles.ts';
import './app/first-paint-styles.ts';
import './app/global.css';
import { boot } from './app/boot.tsx';
import { installErrorReports } from './features/analytics/error-reports.ts';

// Listening before anything else runs, so an error while starting is reported too.
installErrorReports();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void boot(root);
