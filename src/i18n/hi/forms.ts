// Hindi for the messages of src/lib/messages.ts that only forms, sign-in and the assistant
// show (loaded with the 'shop', 'buy', 'help' and 'chat' areas, not on every page): field
// checks, sign-in and password answers, and texts only the back office shows. Keys are the
// English texts exactly; values keep every {placeholder} of the key.
import type { Catalogue } from '../message-catalogue.ts';

const hindi: Catalogue = {
  'Phone number is required': 'फ़ोन नंबर ज़रूरी है',
  'Please accept the terms and conditions': 'कृपया नियम और शर्तें स्वीकार करें',
  'User creation failed': 'अकाउंट नहीं बन सका',
  'Sign in failed': 'साइन इन नहीं हो सका',
  'Your account has been deactivated. Please contact support.':
    'आपका अकाउंट बंद कर दिया गया है। कृपया सपोर्ट से संपर्क करें।',
  'Banner not found': 'बैनर नहीं मिला',
  "I'm sorry, I encountered an error processing your message. Please try again or contact our support team.":
    'माफ़ कीजिए, आपका संदेश प्रोसेस करते समय गड़बड़ी हुई। कृपया फिर से कोशिश करें या हमारी सपोर्ट टीम से संपर्क करें।',
  'Unknown error occurred': 'कोई अनजान गड़बड़ी हुई',
  'Get in Touch': 'हमसे संपर्क करें',
  'Address is required': 'पता ज़रूरी है',
  'City is required': 'शहर ज़रूरी है',
  'Please choose a state': 'कृपया राज्य चुनें',
  'Please choose the type of shop': 'कृपया दुकान का प्रकार चुनें',
  'Please enter the registered business name': 'कृपया व्यवसाय का रजिस्टर्ड नाम डालें',
  'PIN code is required': 'PIN कोड ज़रूरी है',
  'PIN code must be 6 digits': 'PIN कोड 6 अंकों का होना चाहिए',
  'PIN code cannot start with 0': 'PIN कोड 0 से शुरू नहीं हो सकता',
  'Please choose a product': 'कृपया एक प्रोडक्ट चुनें',
  'Serial number is required': 'सीरियल नंबर ज़रूरी है',
  'Purchase date is required': 'खरीद की तारीख ज़रूरी है',
  'Please enter a valid date': 'कृपया सही तारीख डालें',
  'Purchase date cannot be in the future': 'खरीद की तारीख आने वाले समय की नहीं हो सकती',
  'Purchase date cannot be before 2015': 'खरीद की तारीख 2015 से पहले की नहीं हो सकती',
  'Only admins can do this.': 'यह केवल एडमिन कर सकते हैं।',
  'Product not found': 'प्रोडक्ट नहीं मिला',
  'A product with this id already exists': 'इस आईडी का प्रोडक्ट पहले से मौजूद है',
  'The email, mobile number or password is not right.': 'ईमेल, मोबाइल नंबर या पासवर्ड सही नहीं है।',
  'Please confirm your email first: open the link we sent you, then sign in.':
    'कृपया पहले अपना ईमेल कन्फ़र्म करें: हमारा भेजा लिंक खोलें, फिर साइन इन करें।',
  'Please confirm your mobile number first with the code we sent by SMS.':
    'कृपया पहले SMS से भेजे गए कोड से अपना मोबाइल नंबर कन्फ़र्म करें।',
  'Too many attempts. Please wait a minute and try again.':
    'बहुत ज़्यादा कोशिशें हो गईं। कृपया एक मिनट रुककर फिर से कोशिश करें।',
  'You are offline. Signing in needs a connection; please try again when you are back online.':
    'आप ऑफ़लाइन हैं। साइन इन के लिए इंटरनेट चाहिए; ऑनलाइन होने पर कृपया फिर से कोशिश करें।',
  'An account with this email or mobile number already exists.':
    'इस ईमेल या मोबाइल नंबर से एक अकाउंट पहले से मौजूद है।',
  'That code is not right or has expired. Please try again.':
    'यह कोड सही नहीं है या इसकी समय-सीमा खत्म हो गई है। कृपया फिर से कोशिश करें।',
  'If an account exists for this email, we have sent a link and a code to reset the password.':
    'यदि इस ईमेल से कोई अकाउंट है, तो हमने पासवर्ड बदलने के लिए एक लिंक और एक कोड भेज दिया है।',
  'This reset link is not valid any more. Ask for a new one, or enter the code from the email.':
    'यह रीसेट लिंक अब मान्य नहीं है। नया लिंक माँगें, या ईमेल में आया कोड डालें।',
  'Your password has been changed.': 'आपका पासवर्ड बदल दिया गया है।',
  'This change needs your two-step sign-in: sign out, sign in again and enter the code from your authenticator app.':
    'इस बदलाव के लिए दो-चरण साइन-इन ज़रूरी है: साइन आउट करें, फिर से साइन इन करें और अपने ऑथेंटिकेटर ऐप का कोड डालें।',
  'The new password must be different from the current one.':
    'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए।',
  // NAME_REQUIRED
  'Name is required': 'नाम ज़रूरी है',
  // PHONE_INVALID
  'Please enter a valid Indian phone number': 'कृपया सही भारतीय फ़ोन नंबर डालें',
};

export default hindi;
