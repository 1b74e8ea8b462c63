// Loads Google Analytics (gtag.js) once, only after consent and only for a well-formed
// measurement id from site settings.
import { sendWaitingEvents } from '../../lib/ecommerce.ts';

const GA_ID = /^G-[A-Z0-9]{4,16}$/;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

let loadedId: string | null = null;

export function isMeasurementId(id: string | null | undefined): id is string {
  return typeof id === 'string' && GA_ID.test(id);
}

export function loadGoogleAnalytics(measurementId: string): void {
  if (!isMeasurementId(measurementId) || loadedId === measurementId) return;
  loadedId = measurementId;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, as Google's snippet does.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { anonymize_ip: true });
  // Ecommerce events from before gtag was set up (the visitor had already accepted).
  sendWaitingEvents();
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}
