import { msg } from '../i18n/index.ts';
import { LegalPage, type LegalSection } from '../ui/legal-page.tsx';

// Security/privacy: this list must match what the app really stores. If a feature starts
// keeping something new on the device, add it here.
const SECTIONS: readonly LegalSection[] = [
  {
    heading: msg('What this policy covers'),
    paragraphs: [
      msg(
        "Cookies are small files a website leaves in your browser. Our shop uses very few of them; most of what it keeps on your device is in the browser's own storage (IndexedDB, session storage, local storage and the offline cache), so that it works quickly and without a network. This page lists all of it.",
      ),
    ],
  },
  {
    heading: msg('Strictly necessary storage (always on)'),
    paragraphs: [
      msg(
        'These make the shop work and cannot be switched off here. None of them track you across other websites.',
      ),
    ],
    points: [
      msg(
        'IndexedDB databases named "rxdb-dexie-mgrid-…": a copy of the catalogue, services, dealer list, banners and shop settings, so pages open offline, with the bookkeeping of what was last fetched; your cart, so it survives closing the browser; and the orders, enquiries and product registrations you submit, kept until they reach us and then for 7 days as your on-device record. Staff accounts also keep unpublished product edits here, and the pictures added to them in "mgrid-draft-images" until they are published.',
      ),
      msg(
        'Session storage "mgrid:dismissed-banners": which promotional banners you closed, so they stay closed until you close the tab.',
      ),
      msg(
        'Session storage "react-router-scroll-positions": where you had scrolled on each page, so Back returns you to the same place. Cleared when you close the tab.',
      ),
      msg(
        'Local storage "mgrid:recently-viewed": the last 8 products you opened, shown as "Recently viewed" on product pages. It stays on this device and is never sent to us.',
      ),
      msg(
        'Local storage "mgrid:careers-positions": the open positions last shown on the Careers page, so the page shows them offline too.',
      ),
      msg(
        'Local storage "mgrid:cookie-consent": whether you accepted or declined analytics cookies, so we do not ask on every visit.',
      ),
      msg(
        'Local storage "mgrid:error-reports": only if you accepted the cookie notice, reports of errors the shop hit on this device (what failed, on which page, in which version, and your browser\'s name; never your details, searches or order numbers) while they wait for a connection, at most 20, removed once sent.',
      ),
      msg(
        'Local storage "mgrid:purchases-pending": only if you accepted the cookie notice, the ids of orders you placed on this device whose purchase is counted in analytics once we have received them (at once online, later for an order placed offline); removed when counted.',
      ),
      msg(
        'Local storage "mgrid:install-dismissed": only if you chose "Not now" or "Got it" on the offer to install the app, so it is not offered again.',
      ),
      msg(
        'Session storage "mgrid:updated-from": for a moment during an app update you accepted, so the shop can say what changed once it has reloaded.',
      ),
      msg(
        'Local storage "sb-…-auth-token": only when you sign in, your sign-in session, removed when you sign out.',
      ),
      msg(
        "Offline cache (service worker): the app's own files and the product pictures you have viewed, so the shop opens without a network. Pictures are kept for up to 30 days.",
      ),
    ],
  },
  {
    heading: msg('Analytics cookies (only with your consent)'),
    paragraphs: [
      msg(
        'If you choose "Accept" on the cookie notice, and only then, we load Google Analytics, which sets the cookies "_ga" and "_ga_<id>" for up to 2 years to count visits and see which pages are useful. Google processes this data for us; IP addresses are not stored in full. With the same consent, an error on this device is reported to us (what failed, on which page, in which app version and browser; addresses lose their search part, and email addresses, phone numbers, order numbers and sign-in tokens are removed first) so we can fix it; the reports are read only by our site administrator. If you choose "Decline", or do not choose, no analytics script is loaded, no analytics cookie is set and no error report is sent.',
      ),
    ],
  },
  {
    heading: msg('No advertising cookies'),
    paragraphs: [
      msg(
        'We do not use advertising, retargeting or social-media tracking cookies. Links to our social pages are plain links; nothing from those sites loads until you click them.',
      ),
    ],
  },
  {
    heading: msg('Changing your mind'),
    paragraphs: [
      msg(
        "To withdraw consent for analytics, or to remove everything the shop keeps on your device, clear this site's data in your browser settings (in Chrome: Settings, Privacy and security, Site settings, View permissions and data stored across sites). Unsent orders or enquiries would then be lost, so please wait until the sync indicator shows nothing waiting. The cookie notice will appear again on your next visit.",
      ),
    ],
  },
  {
    heading: msg('Contact'),
    paragraphs: [
      msg(
        'Questions about this policy can be sent through our Contact page. See also our Privacy Policy for how we use the personal data you give us.',
      ),
    ],
  },
];

export function CookiePolicyPage() {
  return (
    <LegalPage
      title={msg('Cookie Policy')}
      description={msg(
        'Exactly what the MGRID shop stores on your device (IndexedDB, session and local storage, offline cache) and the analytics cookies used only with your consent.',
      )}
      updated="2026-11-26"
      intro={msg(
        'This policy lists everything our shop keeps in your browser, why, and for how long.',
      )}
      sections={SECTIONS}
    />
  );
}
