import './app/mantine-styles.ts';
import './app/first-paint-styles.ts';
import './app/global.css';
import { boot } from './app/boot.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void boot(root);
