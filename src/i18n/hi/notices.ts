// Hindi for the notices that show only when something happens after the first paint: the
// app-update notice (once the service worker has a new version) and the install offer (once
// the browser offers one). Loaded with their code (src/app/layout/root-layout.tsx), not
// before a Hindi page renders. Keys are the English texts exactly; values keep every
// {placeholder} of the key.
import type { Catalogue } from '../message-catalogue.ts';

const hindi: Catalogue = {
  // src/features/install/install-offer.tsx
  'Install the app': 'ऐप इंस्टॉल करें',
  'Install the MGRID app': 'MGRID ऐप इंस्टॉल करें',
  'It opens from your home screen and works with no signal.':
    'यह आपकी होम स्क्रीन से खुलता है और बिना नेटवर्क के भी चलता है।',
  'Tap the Share button, then “Add to Home Screen”. It opens like an app and works with no signal.':
    'शेयर बटन दबाएँ, फिर “Add to Home Screen” चुनें। यह ऐप की तरह खुलता है और बिना नेटवर्क के भी चलता है।',
  Install: 'इंस्टॉल करें',
  'Not now': 'अभी नहीं',
  'Got it': 'ठीक है',
  // src/features/app-update (the release note itself is the CHANGELOG's, in English)
  'The update will finish once you have placed your order or left the checkout.':
    'ऑर्डर करने या चेकआउट से बाहर जाने के बाद अपडेट पूरा होगा।',
  'The update will finish once you have sent or cleared what you are typing.':
    'आप जो लिख रहे हैं उसे भेजने या मिटाने के बाद अपडेट पूरा होगा।',
  'App update': 'ऐप अपडेट',
  'A new version of the shop is ready.': 'शॉप का नया वर्ज़न तैयार है।',
  'Updating…': 'अपडेट हो रहा है…',
  'Update now to get it; nothing you have saved is lost.':
    'इसे पाने के लिए अभी अपडेट करें; आपका सहेजा हुआ कुछ भी नहीं खोएगा।',
  'Update now': 'अभी अपडेट करें',
  Later: 'बाद में',
  'Updated to version {version}: {note}': 'वर्ज़न {version} पर अपडेट हो गया: {note}',
  'Updated to version {version}.': 'वर्ज़न {version} पर अपडेट हो गया।',
};

export default hindi;
