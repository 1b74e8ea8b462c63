// Hindi for the messages of src/lib/messages.ts (loaded with the 'shell' area), and for the few
// texts of the help area's code that every page shows (the footer's newsletter form, the home
// page's services). Keys are the English texts exactly as t() is called with them; values keep
// every {placeholder} of the key.
import type { Catalogue } from '../catalogue.ts';

const hindi: Catalogue = {
  // src/lib/messages.ts (by constant, in its order)
  // NAME_REQUIRED
  'Name is required': 'नाम ज़रूरी है',
  // EMAIL_REQUIRED
  'Email is required': 'ईमेल ज़रूरी है',
  // EMAIL_INVALID
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
  // PHONE_REQUIRED
  'Phone number is required': 'फ़ोन नंबर ज़रूरी है',
  // PHONE_INVALID
  'Please enter a valid Indian phone number': 'कृपया सही भारतीय फ़ोन नंबर डालें',
  // CONSENT_REQUIRED
  'Please accept the terms and conditions': 'कृपया नियम और शर्तें स्वीकार करें',
  // SUPABASE_NOT_CONFIGURED
  'Supabase is not configured': 'सर्वर से कनेक्शन सेट नहीं है',
  // SUPABASE_NOT_CONFIGURED_SHORT
  'Supabase not configured': 'सर्वर कनेक्शन सेट नहीं है',
  // USER_CREATION_FAILED
  'User creation failed': 'अकाउंट नहीं बन सका',
  // SIGN_IN_FAILED
  'Sign in failed': 'साइन इन नहीं हो सका',
  // ACCOUNT_DEACTIVATED
  'Your account has been deactivated. Please contact support.':
    'आपका अकाउंट बंद कर दिया गया है। कृपया सपोर्ट से संपर्क करें।',
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
  // BANNER_NOT_FOUND
  'Banner not found': 'बैनर नहीं मिला',
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
  // CHAT_ERROR
  "I'm sorry, I encountered an error processing your message. Please try again or contact our support team.":
    'माफ़ कीजिए, आपका संदेश प्रोसेस करते समय गड़बड़ी हुई। कृपया फिर से कोशिश करें या हमारी सपोर्ट टीम से संपर्क करें।',
  // LEAD_SAVE_ERROR
  "I'm sorry, there was an error saving your information. Please try again or contact us directly.":
    'माफ़ कीजिए, आपकी जानकारी सेव करते समय गड़बड़ी हुई। कृपया फिर से कोशिश करें या सीधे हमसे संपर्क करें।',
  // LEAD_SAVE_SUCCESS
  'Thank you for your information! Our team will get back to you soon...':
    'आपकी जानकारी के लिए धन्यवाद! हमारी टीम जल्द ही आपसे संपर्क करेगी...',
  // PUBLISH_UNKNOWN_ERROR
  'Unknown error occurred': 'कोई अनजान गड़बड़ी हुई',
  // CHECKING_AUTHENTICATION
  'Checking authentication...': 'लॉग इन की जाँच हो रही है...',
  // ERROR_SCREEN_TITLE
  'Something went wrong': 'कुछ गड़बड़ हो गई',
  // ERROR_SCREEN_REFRESH
  'Refresh Page': 'पेज रीफ़्रेश करें',
  // ERROR_SCREEN_HOME
  'Go to Homepage': 'होमपेज पर जाएँ',
  // CHAT_WIDGET_TITLE
  'MGRID ASSISTANT': 'MGRID असिस्टेंट',
  // LEAD_FORM_TITLE
  'Get in Touch': 'हमसे संपर्क करें',
  // ADDRESS_REQUIRED
  'Address is required': 'पता ज़रूरी है',
  // CITY_REQUIRED
  'City is required': 'शहर ज़रूरी है',
  // STATE_REQUIRED
  'Please choose a state': 'कृपया राज्य चुनें',
  // BUSINESS_NAME_REQUIRED
  'Please enter the registered business name': 'कृपया व्यवसाय का रजिस्टर्ड नाम डालें',
  // PIN_CODE_REQUIRED
  'PIN code is required': 'PIN कोड ज़रूरी है',
  // PIN_CODE_INVALID
  'PIN code must be 6 digits': 'PIN कोड 6 अंकों का होना चाहिए',
  // PIN_CODE_LEADING_ZERO
  'PIN code cannot start with 0': 'PIN कोड 0 से शुरू नहीं हो सकता',
  // PRODUCT_REQUIRED
  'Please choose a product': 'कृपया एक प्रोडक्ट चुनें',
  // SERIAL_NUMBER_REQUIRED
  'Serial number is required': 'सीरियल नंबर ज़रूरी है',
  // PURCHASE_DATE_REQUIRED
  'Purchase date is required': 'खरीद की तारीख ज़रूरी है',
  // PURCHASE_DATE_INVALID
  'Please enter a valid date': 'कृपया सही तारीख डालें',
  // PURCHASE_DATE_IN_FUTURE
  'Purchase date cannot be in the future': 'खरीद की तारीख आने वाले समय की नहीं हो सकती',
  // PURCHASE_DATE_TOO_EARLY
  'Purchase date cannot be before 2015': 'खरीद की तारीख 2015 से पहले की नहीं हो सकती',
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
  // PAGE_CODE_LOAD_FAILED
  'This page could not finish loading. It will start working as soon as you are back online.':
    'यह पेज पूरा लोड नहीं हो सका। इंटरनेट वापस आते ही यह काम करने लगेगा।',
  // PAGE_CODE_TRY_AGAIN
  'Try again': 'फिर से कोशिश करें',
  // NOT_AN_ADMIN
  'Only admins can do this.': 'यह केवल एडमिन कर सकते हैं।',
  // PRODUCT_NOT_FOUND
  'Product not found': 'प्रोडक्ट नहीं मिला',
  // PRODUCT_ID_TAKEN
  'A product with this id already exists': 'इस आईडी का प्रोडक्ट पहले से मौजूद है',
  // WRONG_CREDENTIALS
  'The email, mobile number or password is not right.': 'ईमेल, मोबाइल नंबर या पासवर्ड सही नहीं है।',
  // EMAIL_NOT_CONFIRMED
  'Please confirm your email first: open the link we sent you, then sign in.':
    'कृपया पहले अपना ईमेल कन्फ़र्म करें: हमारा भेजा लिंक खोलें, फिर साइन इन करें।',
  // PHONE_NOT_CONFIRMED
  'Please confirm your mobile number first with the code we sent by SMS.':
    'कृपया पहले SMS से भेजे गए कोड से अपना मोबाइल नंबर कन्फ़र्म करें।',
  // TOO_MANY_ATTEMPTS
  'Too many attempts. Please wait a minute and try again.':
    'बहुत ज़्यादा कोशिशें हो गईं। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  // SIGN_IN_OFFLINE
  'You are offline. Signing in needs a connection; please try again when you are back online.':
    'आप ऑफ़लाइन हैं। साइन इन के लिए इंटरनेट चाहिए; ऑनलाइन होने पर कृपया फिर से कोशिश करें।',
  // ACCOUNT_EXISTS
  'An account with this email or mobile number already exists.':
    'इस ईमेल या मोबाइल नंबर से एक अकाउंट पहले से मौजूद है।',
  // CODE_INVALID
  'That code is not right or has expired. Please try again.':
    'यह कोड सही नहीं है या इसकी समय-सीमा खत्म हो गई है। कृपया फिर से कोशिश करें।',
  // RECOVERY_SENT
  'If an account exists for this email, we have sent a link and a code to reset the password.':
    'यदि इस ईमेल से कोई अकाउंट है, तो हमने पासवर्ड बदलने के लिए एक लिंक और एक कोड भेज दिया है।',
  // RECOVERY_LINK_INVALID
  'This reset link is not valid any more. Ask for a new one, or enter the code from the email.':
    'यह रीसेट लिंक अब मान्य नहीं है। नया लिंक माँगें, या ईमेल में आया कोड डालें।',
  // PASSWORD_UPDATED
  'Your password has been changed.': 'आपका पासवर्ड बदल दिया गया है।',
  // SESSION_ENDED
  'You have been signed out. Please sign in again to continue.':
    'आप साइन आउट हो गए हैं। जारी रखने के लिए कृपया फिर से साइन इन करें।',
  // SECOND_FACTOR_REQUIRED
  'This change needs your two-step sign-in: sign out, sign in again and enter the code from your authenticator app.':
    'इस बदलाव के लिए दो-चरण साइन-इन ज़रूरी है: साइन आउट करें, फिर से साइन इन करें और अपने ऑथेंटिकेटर ऐप का कोड डालें।',
  // SAME_PASSWORD
  'The new password must be different from the current one.':
    'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।',
  // src/features/leads/newsletter-form.tsx (in the footer of every page): loaded with the shell
  'Thank you! New launches and offers will reach {email}.':
    'धन्यवाद! नए लॉन्च और ऑफ़र {email} पर भेजे जाएँगे।',
  'Email for offers and launches': 'ऑफ़र और नए लॉन्च के लिए ईमेल',
  Subscribe: 'सब्सक्राइब करें',
  // src/features/services (the home page shows the first services): loaded with the shell
  'Services for professionals': 'प्रोफ़ेशनल्स के लिए सेवाएँ',
  'Details and contact': 'विवरण और संपर्क',
};

export default hindi;
