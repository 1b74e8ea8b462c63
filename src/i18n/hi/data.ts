// Hindi for the messages only the data layer's work shows: loading and syncing, sign-in and
// its errors, saving a lead, storage refusals. Loaded as the data layer starts
// (src/app/boot.tsx), after the first paint: a Hindi page's first screen never shows them.
// Keys are the English texts exactly as t() is called with them (src/lib/messages.ts, named in
// the comments); values keep every {placeholder} of the key.
import type { Catalogue } from '../message-catalogue.ts';

const hindi: Catalogue = {
  // SUPABASE_NOT_CONFIGURED
  'Supabase is not configured': 'सर्वर से कनेक्शन सेट नहीं है',
  // SUPABASE_NOT_CONFIGURED_SHORT
  'Supabase not configured': 'सर्वर कनेक्शन सेट नहीं है',
  // EMAIL_OR_PHONE_REQUIRED
  'You must provide either an email or phone number.': 'आपको ईमेल या फ़ोन नंबर में से कोई एक देना होगा।',
  // TOKEN_VERIFICATION_ERROR
  'An error occurred on token verification.': 'टोकन की जाँच में गड़बड़ी हुई।',
  // NO_BROWSER_DETECTED
  'No browser detected.': 'कोई ब्राउज़र नहीं मिला।',
  // NO_CODE_DETECTED
  'No code detected.': 'कोई कोड नहीं मिला।',
  // NO_SESSION_IN_URL
  'No session defined in URL': 'लिंक में कोई सेशन नहीं है',
  // NOT_A_PKCE_FLOW_URL
  'Not a valid PKCE flow url.': 'यह साइन-इन का सही लिंक नहीं है।',
  // JWT_EXPIRED
  'JWT has expired': 'साइन-इन टोकन की अवधि खत्म हो गई है',
  // JWT_MISSING_EXP
  'Missing exp claim': 'साइन-इन टोकन में समय-सीमा नहीं है',
  // JWT_INVALID_SIGNATURE
  'Invalid JWT signature': 'साइन-इन टोकन का हस्ताक्षर गलत है',
  // PRODUCTS_LOAD_FAILED
  'Failed to load products': 'प्रोडक्ट लोड नहीं हो सके',
  // REALTIME_SYNC_FAILED
  'Failed to sync latest changes': 'नए बदलाव सिंक नहीं हो सके',
  // SERVICES_LOAD_FAILED
  'Failed to load services': 'सेवाएँ लोड नहीं हो सकीं',
  // BANNERS_FETCH_FAILED
  'Failed to fetch banners': 'बैनर नहीं आ सके',
  // LEAD_SAVE_ERROR
  "I'm sorry, there was an error saving your information. Please try again or contact us directly.":
    'माफ़ कीजिए, आपकी जानकारी सेव करते समय गड़बड़ी हुई। कृपया फिर से कोशिश करें या सीधे हमसे संपर्क करें।',
  // LEAD_SAVE_SUCCESS
  'Thank you for your information! Our team will get back to you soon...':
    'आपकी जानकारी के लिए धन्यवाद! हमारी टीम जल्द ही आपसे संपर्क करेगी...',
  // DEALERS_LOAD_FAILED
  'Failed to load dealers': 'डीलर लोड नहीं हो सके',
  // SETTINGS_LOAD_FAILED
  'Failed to load site settings': 'साइट की सेटिंग लोड नहीं हो सकी',
  // BACKEND_UNREACHABLE
  'Cannot reach the server. Everything you save stays on this device and is sent automatically.':
    'सर्वर से संपर्क नहीं हो पा रहा। आप जो भी सेव करते हैं, वह इसी डिवाइस पर रहता है और अपने आप भेज दिया जाता है।',
  // STORAGE_FULL
  'This device is out of storage space, so your change was not saved. Free some space and try again.':
    'इस डिवाइस में जगह नहीं बची है, इसलिए आपका बदलाव सेव नहीं हुआ। थोड़ी जगह खाली करें और फिर से कोशिश करें।',
  // STORAGE_UNAVAILABLE
  'This browser is not letting the app store data (private browsing?), so changes cannot be kept.':
    'यह ब्राउज़र ऐप को डेटा रखने नहीं दे रहा (प्राइवेट ब्राउज़िंग?), इसलिए बदलाव सेव नहीं रह सकते।',
  // OFFLINE_ACTION
  'You are offline. This needs a connection; please try again when you are back online.':
    'आप ऑफ़लाइन हैं। इसके लिए इंटरनेट चाहिए; ऑनलाइन होने पर कृपया फिर से कोशिश करें।',
  // SIGNED_OUT_ACTION
  'Please sign in again to continue.': 'जारी रखने के लिए कृपया फिर से साइन इन करें।',
  // SESSION_ENDED
  'You have been signed out. Please sign in again to continue.':
    'आप साइन आउट हो गए हैं। जारी रखने के लिए कृपया फिर से साइन इन करें।',
  'Thank you! New launches and offers will reach {email}.':
    'धन्यवाद! नए लॉन्च और ऑफ़र {email} पर भेजे जाएँगे।',
};

export default hindi;
