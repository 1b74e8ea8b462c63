// Hindi for the 'buy' area (src/i18n/index.ts says which texts go where). Keys are the English
// texts exactly as t() is called with them; values keep every {placeholder} of the key.
import type { Catalogue } from '../message-catalogue.ts';

const hindi: Catalogue = {
  // features/account/account-dashboard.tsx
  'Hello, {name}': 'नमस्ते, {name}',
  'My account': 'मेरा अकाउंट',
  'Your orders with their tax invoices, your registered products and your details. What is on this device works offline too.':
    'आपके ऑर्डर और उनके टैक्स इनवॉइस, आपके रजिस्टर किए गए प्रोडक्ट और आपकी जानकारी। इस डिवाइस पर जो है, वह ऑफ़लाइन भी चलता है।',
  'My orders': 'मेरे ऑर्डर',
  Quotations: 'कोटेशन',
  'My products': 'मेरे प्रोडक्ट',
  Profile: 'प्रोफ़ाइल',
  'Your details': 'आपकी जानकारी',
  'Change password': 'पासवर्ड बदलें',
  // features/account/my-orders.tsx
  'Placed {date}': '{date} को दिया गया',
  Subtotal: 'उप-योग',
  'Total as confirmed by MGRID.': 'MGRID द्वारा पक्का किया गया कुल।',
  'A preview from this device: MGRID confirms prices when the order arrives.':
    'इस डिवाइस का अनुमान: ऑर्डर पहुँचने पर MGRID कीमतें पक्की करता है।',
  'Tax invoice': 'टैक्स इनवॉइस',
  'Open order page': 'ऑर्डर पेज खोलें',
  'No orders yet': 'अभी कोई ऑर्डर नहीं',
  'Orders you place while signed in appear here, with their tax invoices.':
    'साइन इन करके दिए गए ऑर्डर यहाँ उनके टैक्स इनवॉइस के साथ दिखते हैं।',
  Close: 'बंद करें',
  'Invoice {number}': 'इनवॉइस {number}',
  Print: 'प्रिंट करें',
  // features/account/my-registrations.tsx
  'Register another product': 'एक और प्रोडक्ट रजिस्टर करें',
  'No registered products': 'कोई रजिस्टर किया गया प्रोडक्ट नहीं',
  'Register your MGRID tool for its 2-year warranty and faster service.':
    '2 साल की वारंटी और तेज़ सर्विस के लिए अपना MGRID टूल रजिस्टर करें।',
  'Registered products': 'रजिस्टर किए गए प्रोडक्ट',
  Product: 'प्रोडक्ट',
  'Serial number': 'सीरियल नंबर',
  Dealer: 'डीलर',
  Purchased: 'खरीदा',
  'Warranty until': 'वारंटी कब तक',
  'Not sent yet': 'अभी भेजा नहीं गया',
  'Keep your invoice: it is your proof of purchase for warranty service.':
    'अपना इनवॉइस संभालकर रखें: वारंटी सर्विस के लिए यही खरीद का सबूत है।',
  // features/account/order-status.ts
  'Not sent yet (on this device)': 'अभी भेजा नहीं गया (इस डिवाइस पर)',
  'Refused by the server': 'सर्वर ने अस्वीकार किया',
  // features/account/printable-invoice.tsx
  'Billed to {name}, {address}': 'बिल प्राप्तकर्ता: {name}, {address}',
  'Taxable value': 'कर योग्य मूल्य',
  'Invoice total': 'इनवॉइस कुल',
  // features/account/profile-form.tsx
  'Your profile is saved.': 'आपकी प्रोफ़ाइल सहेज ली गई है।',
  'Email:': 'ईमेल:',
  none: 'कोई नहीं',
  'Full name': 'पूरा नाम',
  'Address line 1': 'पता पंक्ति 1',
  'Address line 2': 'पता पंक्ति 2',
  City: 'शहर',
  State: 'राज्य',
  'PIN code': 'पिन कोड',
  'Save profile': 'प्रोफ़ाइल सहेजें',
  // features/auth/forgot-password-form.tsx
  'Enter the code': 'कोड डालें',
  'Enter the email of your account. Signed up with a mobile number only? Sign in with a code by SMS instead.':
    'अपने अकाउंट का ईमेल डालें। सिर्फ़ मोबाइल नंबर से साइन अप किया था? तो SMS कोड से साइन इन करें।',
  'Send reset link': 'रीसेट लिंक भेजें',
  'Back to sign in': 'साइन इन पर वापस जाएँ',
  // features/auth/login-panel.tsx
  'Enter your code': 'अपना कोड डालें',
  'Create account': 'अकाउंट बनाएँ',
  // features/auth/person-menu.tsx
  Dashboard: 'डैशबोर्ड',
  'Two-step sign-in': 'दो-चरण साइन इन',
  'Sign out': 'साइन आउट करें',
  // features/auth/phone-code-sign-in.tsx
  'We have sent a 6-digit code to {phone}. It is valid for a few minutes.':
    'हमने {phone} पर 6 अंकों का कोड भेजा है। यह कुछ मिनट तक मान्य है।',
  'Code from the SMS': 'SMS में आया कोड',
  'Send a new code': 'नया कोड भेजें',
  'We will text a one-time code to {phone} if it belongs to an account.':
    'अगर {phone} किसी अकाउंट का नंबर है, तो हम उस पर एक बार का कोड भेजेंगे।',
  'Send code': 'कोड भेजें',
  'Use the password instead': 'इसके बजाय पासवर्ड इस्तेमाल करें',
  // features/auth/reset-password-panel.tsx
  'Code from the email': 'ईमेल में आया कोड',
  Continue: 'आगे बढ़ें',
  '{message} Sign in with your new password.': '{message} अपने नए पासवर्ड से साइन इन करें।',
  'Choose a new password for {account}.': '{account} के लिए नया पासवर्ड चुनें।',
  'your account': 'आपका अकाउंट',
  'Open the link in the email we sent you, or enter its 6-digit code here.':
    'हमारे भेजे ईमेल का लिंक खोलें, या उसका 6 अंकों का कोड यहाँ डालें।',
  'Send a new email': 'नया ईमेल भेजें',
  // features/auth/second-factor-form.tsx
  'Two-step sign-in is on for this account. Enter the 6-digit code from your authenticator app.':
    'इस अकाउंट पर दो-चरण साइन इन चालू है। अपने ऑथेंटिकेटर ऐप से 6 अंकों का कोड डालें।',
  'Authenticator code': 'ऑथेंटिकेटर कोड',
  Verify: 'जाँचें',
  'Cancel and sign out': 'रद्द करें और साइन आउट करें',
  // features/auth/sign-in-form.tsx
  'Email or mobile number': 'ईमेल या मोबाइल नंबर',
  'Your email address, or your 10-digit mobile number': 'आपका ईमेल पता, या 10 अंकों का मोबाइल नंबर',
  Password: 'पासवर्ड',
  'Show or hide the password': 'पासवर्ड दिखाएँ या छिपाएँ',
  'Forgot password?': 'पासवर्ड भूल गए?',
  'Sign in with a code by SMS': 'SMS कोड से साइन इन करें',
  // features/auth/sign-up-form.tsx
  'Almost there': 'बस थोड़ा और',
  'We have sent you a confirmation. Open the link (or enter the code) to finish, then sign in.':
    'हमने आपको पुष्टि भेजी है। पूरा करने के लिए लिंक खोलें (या कोड डालें), फिर साइन इन करें।',
  'Your name': 'आपका नाम',
  'Choose a password': 'पासवर्ड चुनें',
  // features/auth/two-step-settings.tsx
  'Two-step sign-in is on. Every sign-in now asks for a code.':
    'दो-चरण साइन इन चालू है। अब हर साइन इन पर कोड माँगा जाएगा।',
  'Two-step sign-in is off for this account.': 'इस अकाउंट पर दो-चरण साइन इन बंद है।',
  'Reading your authenticators…': 'आपके ऑथेंटिकेटर पढ़े जा रहे हैं…',
  'On: {name}': 'चालू: {name}',
  'Authenticator app': 'ऑथेंटिकेटर ऐप',
  'Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the secret into it.':
    'इस कोड को किसी ऑथेंटिकेटर ऐप (Google Authenticator, Microsoft Authenticator, 1Password…) से स्कैन करें, या उसमें सीक्रेट टाइप करें।',
  'QR code for your authenticator app': 'आपके ऑथेंटिकेटर ऐप के लिए QR कोड',
  'Secret:': 'सीक्रेट:',
  'First code from the app': 'ऐप का पहला कोड',
  'Turn on': 'चालू करें',
  Cancel: 'रद्द करें',
  'Off. Protect this staff account with a code from your phone.':
    'बंद है। अपने फ़ोन के कोड से इस स्टाफ़ अकाउंट को सुरक्षित करें।',
  'Set up two-step sign-in': 'दो-चरण साइन इन सेट करें',
  // features/checkout/checkout-form.tsx
  'Your cart is empty.': 'आपका कार्ट खाली है।',
  'The order could not be saved.': 'ऑर्डर सहेजा नहीं जा सका।',
  'Please check the form': 'कृपया फ़ॉर्म जाँचें',
  'Some details are missing or need correcting.': 'कुछ जानकारी छूट गई है या उसे ठीक करना है।',
  'Add something to your cart to check out.': 'चेकआउट के लिए कार्ट में कुछ डालें।',
  'Place order for {amount}': '{amount} का ऑर्डर करें',
  'Checking the total with the shop…': 'दुकान से कुल राशि जाँची जा रही है…',
  'Total checked with the shop: this is what you pay.':
    'कुल राशि दुकान से जाँची गई: आप इतना ही भुगतान करेंगे।',
  "You are offline: this is this device's total. The shop checks it when the order is sent.":
    'आप ऑफ़लाइन हैं: यह इस डिवाइस की कुल राशि है। ऑर्डर भेजे जाने पर दुकान इसे जाँचेगी।',
  'Some items cannot be ordered as they are.': 'कुछ सामान अभी जैसे हैं वैसे ऑर्डर नहीं हो सकते।',
  'Fix them in the cart': 'कार्ट में ठीक करें',
  'Your cart changed since the total was shown. Check the new total and place the order again.':
    'कुल राशि दिखाने के बाद आपका कार्ट बदल गया। नई कुल राशि देखें और फिर से ऑर्डर करें।',
  // features/checkout/gst-invoice-inputs.tsx
  'I need a GST invoice (business purchase)': 'मुझे GST इनवॉइस चाहिए (व्यापार के लिए खरीद)',
  'Your GSTIN goes on the tax invoice so you can claim input tax credit':
    'आपका GSTIN टैक्स इनवॉइस पर छपेगा ताकि आप इनपुट टैक्स क्रेडिट ले सकें',
  '15 characters, e.g. 27AABCM1234F1ZX': '15 अक्षर, जैसे 27AABCM1234F1ZX',
  'Registered business name': 'रजिस्टर्ड व्यापार का नाम',
  'As on your GST registration': 'जैसा आपके GST रजिस्ट्रेशन में है',
  // features/checkout/invoice-preview.tsx
  'Tax invoice preview': 'टैक्स इनवॉइस की झलक',
  'Seller GSTIN {gstin}': 'विक्रेता GSTIN {gstin}',
  'Choose the delivery state: CGST + SGST applies within {sellerState}, IGST elsewhere.':
    'डिलीवरी का राज्य चुनें: {sellerState} के अंदर CGST + SGST लगता है, बाकी जगह IGST।',
  'Delivery within {sellerState}: GST is split into CGST and SGST.':
    '{sellerState} के अंदर डिलीवरी: GST को CGST और SGST में बाँटा जाता है।',
  'Delivery from {sellerState} to {deliveryState}: IGST applies.':
    '{sellerState} से {deliveryState} डिलीवरी: IGST लगता है।',
  // features/checkout/order-confirmation.tsx
  Payment: 'भुगतान',
  'Your payment will be refunded to where it came from.':
    'आपका भुगतान उसी जगह लौटा दिया जाएगा जहाँ से आया था।',
  'Nothing to pay for this order.': 'इस ऑर्डर के लिए कुछ भी भुगतान नहीं करना है।',
  'We have received your payment of {amount}. Thank you!':
    'हमें आपका {amount} का भुगतान मिल गया है। धन्यवाद!',
  'Your payment has been refunded.': 'आपका भुगतान लौटा दिया गया है।',
  'Pay by UPI': 'UPI से भुगतान करें',
  'We dispatch as soon as the payment reaches us. If a payment fails, you will not be charged.':
    'भुगतान मिलते ही हम सामान भेज देते हैं। अगर भुगतान नहीं हो पाता, तो आपसे पैसे नहीं कटेंगे।',
  'Cash on delivery': 'कैश ऑन डिलीवरी',
  'On account': 'उधार खाते पर',
  'Keep {amount} ready for the courier; you can pay in cash or by UPI at the door. Expected delivery: {times}.':
    'कूरियर के लिए {amount} तैयार रखें; आप दरवाज़े पर नकद या UPI से भुगतान कर सकते हैं। अनुमानित डिलीवरी: {times}।',
  'Loading your order': 'आपका ऑर्डर लोड हो रहा है',
  'Order not found on this device': 'इस डिवाइस पर ऑर्डर नहीं मिला',
  'Contact us': 'हमसे संपर्क करें',
  'Orders are shown on the device they were placed on. If you placed this order elsewhere, our team can tell you its status.':
    'ऑर्डर उसी डिवाइस पर दिखते हैं जिस पर दिए गए थे। अगर आपने यह ऑर्डर कहीं और से दिया है, तो हमारी टीम आपको उसकी स्थिति बता सकती है।',
  'Order {number}': 'ऑर्डर {number}',
  'Your MGRID order confirmation.': 'आपके MGRID ऑर्डर की पुष्टि।',
  'Order number': 'ऑर्डर नंबर',
  ', placed': ', दिनांक',
  '.': '।',
  'We will deliver to {address}.': 'हम {address} पर डिलीवर करेंगे।',
  'Your order': 'आपका ऑर्डर',
  '2-5 business days in metros, 5-7 elsewhere': 'मेट्रो शहरों में 2-5 कामकाजी दिन, बाकी जगह 5-7 दिन',
  // features/checkout/order-follow-up.tsx
  'Please give a reason for cancelling.': 'कृपया रद्द करने का कारण बताएँ।',
  'Cancel order': 'ऑर्डर रद्द करें',
  'Cancel order {number}?': 'ऑर्डर {number} रद्द करें?',
  'You are offline. Cancelling needs a connection; please try again when you are back online.':
    'आप ऑफ़लाइन हैं। रद्द करने के लिए इंटरनेट चाहिए; ऑनलाइन होने पर फिर से कोशिश करें।',
  'Why are you cancelling?': 'आप क्यों रद्द कर रहे हैं?',
  'Keep the order': 'ऑर्डर रखें',
  'Cancel the order': 'ऑर्डर रद्द करें',
  'Offline: last updated {time}': 'ऑफ़लाइन: आखिरी अपडेट {time}',
  'Share status on WhatsApp': 'WhatsApp पर स्थिति भेजें',
  'On another device?': 'किसी दूसरे डिवाइस पर?',
  'with its number and your phone.': 'उसके नंबर और अपने फ़ोन नंबर से।',
  // features/checkout/order-lines.tsx
  'Order summary': 'ऑर्डर का सारांश',
  'GST {rate}% (included)': 'GST {rate}% (शामिल)',
  'GST {rate}% (added)': 'GST {rate}% (जोड़ा गया)',
  // features/checkout/order-sync-state.tsx
  'See order {number}, placed instead': 'ऑर्डर {number} देखें, जो इसकी जगह दिया गया',
  'Place the rest': 'बाकी का ऑर्डर करें',
  'Place the rest of this order': 'इस ऑर्डर का बाकी सामान मँगाएँ',
  'None of these items is in stock now, so there is nothing left to order.':
    'इनमें से कोई भी सामान अभी स्टॉक में नहीं है, इसलिए ऑर्डर करने को कुछ नहीं बचा।',
  'A new order to the same address, with what is in stock now. This refused order is not sent again.':
    'उसी पते पर एक नया ऑर्डर, जितना सामान अभी स्टॉक में है उसके साथ। यह अस्वीकार हुआ ऑर्डर दोबारा नहीं भेजा जाता।',
  'Items:': 'सामान:',
  ', plus delivery as our server works it out.': ', और डिलीवरी शुल्क जो हमारा सर्वर तय करेगा।',
  'Place this order': 'यह ऑर्डर करें',
  'Saved on this device': 'इस डिवाइस पर सहेजा गया',
  'Your order is saved on this device, will be sent when online. You can close this page; it is sent the next time the shop is open with a connection.':
    'आपका ऑर्डर इस डिवाइस पर सहेजा गया है, ऑनलाइन होने पर भेज दिया जाएगा। आप यह पेज बंद कर सकते हैं; अगली बार इंटरनेट के साथ दुकान खुलने पर यह भेज दिया जाएगा।',
  'Sent to MGRID': 'MGRID को भेजा गया',
  'We have your order and are checking its prices against our catalogue; we will tell you if anything differs from the total below.':
    'आपका ऑर्डर हमें मिल गया है और हम इसकी कीमतें अपने कैटलॉग से मिला रहे हैं; नीचे दिए कुल से कुछ भी अलग हुआ तो हम आपको बताएँगे।',
  'Prices checked': 'कीमतें जाँच ली गईं',
  'Confirmed total:': 'पक्का कुल:',
  'Not enough stock for this order': 'इस ऑर्डर के लिए पूरा स्टॉक नहीं है',
  'We could not accept this order: {reason}': 'हम यह ऑर्डर स्वीकार नहीं कर सके: {reason}',
  'Not accepted': 'स्वीकार नहीं हुआ',
  'Our server could not accept this order: {reason}. Please call us or use the contact page and we will sort it out.':
    'हमारा सर्वर यह ऑर्डर स्वीकार नहीं कर सका: {reason}। कृपया हमें कॉल करें या संपर्क पेज से लिखें, हम इसे सुलझा देंगे।',
  // features/checkout/payment-choice.tsx
  'Pay {amount} in cash or by UPI to the courier when your parcel arrives.':
    'पार्सल आने पर कूरियर को {amount} नकद या UPI से दें।',
  'After you place the order you get a UPI link and QR code for {amount}, payable to {upiId}.':
    'ऑर्डर देने के बाद आपको {amount} के लिए UPI लिंक और QR कोड मिलेगा, भुगतान {upiId} को होगा।',
  'UPI payment opens once our UPI id is set up; cash on delivery is available everywhere we deliver.':
    'हमारी UPI id सेट होने पर UPI भुगतान शुरू होगा; जहाँ भी हम डिलीवर करते हैं वहाँ कैश ऑन डिलीवरी उपलब्ध है।',
  // features/checkout/track-order.tsx
  'Total {amount}': 'कुल {amount}',
  'Enter the order number, like MG-1A2B3C4D': 'ऑर्डर नंबर डालें, जैसे MG-1A2B3C4D',
  'Enter the phone number you ordered with': 'वह फ़ोन नंबर डालें जिससे आपने ऑर्डर किया था',
  'Phone number': 'फ़ोन नंबर',
  'Find my order': 'मेरा ऑर्डर खोजें',
  // features/checkout/upi-payment.tsx
  'UPI QR code to pay {amount} to {upiId}': '{upiId} को {amount} भेजने का UPI QR कोड',
  'Scan with any UPI app, or on this phone tap the button. The amount and your order number are filled in for you.':
    'किसी भी UPI ऐप से स्कैन करें, या इसी फ़ोन पर बटन दबाएँ। राशि और आपका ऑर्डर नंबर पहले से भरे होंगे।',
  'Pay {amount} with a UPI app': 'UPI ऐप से {amount} भेजें',
  'UPI id:': 'UPI आईडी:',
  'Payee: {name}': 'पाने वाला: {name}',
  'Remark: Order {number}': 'रिमार्क: ऑर्डर {number}',
  // features/quotes/accept-quote-form.tsx
  'Pay {amount} to the courier when the goods arrive.': 'सामान आने पर कूरियर को {amount} दें।',
  'After accepting you get a UPI link and QR code, payable to {upiId}.':
    'स्वीकार करने के बाद आपको UPI लिंक और QR कोड मिलेगा, भुगतान {upiId} को होगा।',
  'Accept and place order for {amount}': 'स्वीकार करें और {amount} का ऑर्डर दें',
  // features/quotes/ask-changes.tsx
  'Sent. We will look at your message and send you a new version of the quotation.':
    'भेज दिया। हम आपका संदेश देखकर कोटेशन का नया रूप भेजेंगे।',
  'What would you like changed?': 'आप क्या बदलवाना चाहते हैं?',
  'Quantities, prices, delivery or payment terms: we reply with a new version':
    'मात्रा, कीमत, डिलीवरी या भुगतान की शर्तें: हम नए रूप के साथ जवाब देंगे',
  'Send to MGRID': 'MGRID को भेजें',
  // features/quotes/my-quotes.tsx
  'Loading your quotations': 'आपके कोटेशन लोड हो रहे हैं',
  'No quotations yet': 'अभी कोई कोटेशन नहीं',
  'Ask for a quotation': 'कोटेशन माँगें',
  'Buying several units for a project? Ask for a quotation with GST and your company details; accept it online when it suits you.':
    'किसी प्रोजेक्ट के लिए कई यूनिट खरीद रहे हैं? GST और अपनी कंपनी की जानकारी के साथ कोटेशन माँगें; जब ठीक लगे, ऑनलाइन स्वीकार करें।',
  'Quotation {number}': 'कोटेशन {number}',
  'Quotation request': 'कोटेशन अनुरोध',
  ' · valid until {date}': ' · {date} तक मान्य',
  ' · order {number}': ' · ऑर्डर {number}',
  // features/quotes/quote-request-form.tsx
  'Email (for the quotation)': 'ईमेल (कोटेशन के लिए)',
  'Optional: for a quotation with your GSTIN, e.g. 27AABCM1234F1ZX':
    'वैकल्पिक: आपके GSTIN वाले कोटेशन के लिए, जैसे 27AABCM1234F1ZX',
  'Delivery state': 'डिलीवरी का राज्य',
  'Where the goods go: it decides CGST + SGST or IGST':
    'सामान कहाँ जाएगा: इसी से तय होता है CGST + SGST या IGST',
  Choose: 'चुनें',
  'Anything else we should know': 'कुछ और जो हमें जानना चाहिए',
  'Optional: site, timing, delivery, payment terms you need':
    'वैकल्पिक: साइट, समय, डिलीवरी और भुगतान की शर्तें जो आपको चाहिए',
  'Request the quotation': 'कोटेशन माँगें',
  // features/quotes/quote-view.tsx
  'Opening your quotation': 'आपका कोटेशन खुल रहा है',
  'We could not find this quotation': 'हमें यह कोटेशन नहीं मिला',
  'Check the link in your SMS or email. If you have just asked for it, it appears here once your request reaches us.':
    'अपने SMS या ईमेल का लिंक जाँचें। अगर आपने अभी-अभी माँगा है, तो अनुरोध हम तक पहुँचते ही यह यहाँ दिखेगा।',
  'The quotation could not be opened': 'कोटेशन नहीं खुल सका',
  'You are offline and this device has no copy of it yet. Please open the link again when you are back online.':
    'आप ऑफ़लाइन हैं और इस डिवाइस पर इसकी कोई कॉपी नहीं है। ऑनलाइन होने पर लिंक फिर से खोलें।',
  'You are offline: this is the copy read on {date}. Accepting or asking for changes needs a connection.':
    'आप ऑफ़लाइन हैं: यह {date} को पढ़ी गई कॉपी है। स्वीकार करने या बदलाव माँगने के लिए इंटरनेट चाहिए।',
  'Your quotation request': 'आपका कोटेशन अनुरोध',
  'Includes CGST {cgst} and SGST {sgst}': 'CGST {cgst} और SGST {sgst} शामिल',
  'Includes IGST {igst}': 'IGST {igst} शामिल',
  ' and delivery {fee}': ' और डिलीवरी {fee}',
  ', delivery free': ', डिलीवरी मुफ़्त',
  'We are preparing your quotation for {count, plural, one {# product} other {# products}}. You will get an SMS and email with this link when it is ready to accept.':
    'हम {count, plural, one {# प्रोडक्ट} other {# प्रोडक्ट}} के लिए आपका कोटेशन तैयार कर रहे हैं। स्वीकार करने के लिए तैयार होने पर आपको इस लिंक के साथ SMS और ईमेल मिलेगा।',
  'Accepted: order {number}': 'स्वीकार किया गया: ऑर्डर {number}',
  'Follow the order': 'ऑर्डर देखें',
  'This quotation can no longer be accepted.': 'यह कोटेशन अब स्वीकार नहीं किया जा सकता।',
  'This quotation was withdrawn.': 'यह कोटेशन वापस ले लिया गया।',
  'Ask for a new one': 'नया माँगें',
  'The PDF could not be made. Please try again, or print the page.':
    'PDF नहीं बन सकी। कृपया फिर से कोशिश करें, या पेज प्रिंट करें।',
  'Download PDF': 'PDF डाउनलोड करें',
  'Accept and place order': 'स्वीकार करें और ऑर्डर दें',
  'Ask for changes': 'बदलाव माँगें',
  // features/quotes/request-lines.tsx
  'No products yet: add the ones you need a price for.':
    'अभी कोई प्रोडक्ट नहीं: जिनकी कीमत चाहिए, उन्हें जोड़ें।',
  'Add a product': 'प्रोडक्ट जोड़ें',
  'Search the catalogue': 'कैटलॉग में खोजें',
  'No product by that name': 'इस नाम का कोई प्रोडक्ट नहीं',
  'Quantity of {name}': '{name} की मात्रा',
  'Remove {name}': '{name} हटाएँ',
  'Not in the catalogue on this device': 'इस डिवाइस के कैटलॉग में नहीं है',
  '{price} each (bulk price)': '{price} प्रति नग (थोक कीमत)',
  '{each}, at least {moq}': '{each}, कम से कम {moq}',
  // features/quotes/request-quote-links.tsx
  'Request a quotation for these items': 'इन सामानों का कोटेशन माँगें',
  'Buying for a project? Request a quotation for {quantity}':
    'प्रोजेक्ट के लिए खरीद रहे हैं? {quantity} का कोटेशन माँगें',
  // features/quotes/request-saved.tsx
  'We could not take this request': 'हम यह अनुरोध नहीं ले सके',
  'Thank you: your request is saved': 'धन्यवाद: आपका अनुरोध सहेज लिया गया है',
  'It has reached us. We will price it and send the quotation to you by SMS and email, usually within one working day.':
    'यह हम तक पहुँच गया है। हम कीमत तय करके कोटेशन SMS और ईमेल से भेजेंगे, आमतौर पर एक कामकाजी दिन में।',
  'It is saved on this device and will be sent as soon as you are online; nothing more to do.':
    'यह इस डिवाइस पर सहेजा गया है और ऑनलाइन होते ही भेज दिया जाएगा; आपको और कुछ नहीं करना है।',
  'Your quotation will be at': 'आपका कोटेशन',
  'this link': 'इस लिंक',
  '; keep it to come back to it (no account needed).':
    ' पर मिलेगा; वापस आने के लिए इसे संभालकर रखें (अकाउंट की ज़रूरत नहीं)।',
  // lib/order-lifecycle.ts, lib/order-tracking.ts
  Received: 'मिल गया',
  Confirmed: 'पक्का हुआ',
  Packed: 'पैक हुआ',
  Shipped: 'भेजा गया',
  Delivered: 'डिलीवर हुआ',
  Cancelled: 'रद्द हुआ',
  // A dealer's order on account (checkout/payment-choice.tsx, order-sync-state.tsx) and the
  // account menu's link to /dealer
  'Available credit: {amount}.': 'उपलब्ध क्रेडिट: {amount}।',
  'An order over your available credit is held for approval by MGRID, never refused; you see why on the order.':
    'उपलब्ध क्रेडिट से ज़्यादा का ऑर्डर मना नहीं होता, MGRID की मंज़ूरी के लिए रुकता है; क्यों रुका, यह ऑर्डर पर दिखता है।',
  'Held for approval': 'मंज़ूरी के लिए रुका',
  'Billed to your dealer account: {amount}, payable by your terms. Nothing to pay at the door.':
    'आपके डीलर खाते में दर्ज: {amount}, आपकी शर्तों के अनुसार देय। डिलीवरी पर कुछ नहीं देना है।',
  'MGRID’s team approves it or tells you why not; nothing ships until then.':
    'MGRID की टीम इसे मंज़ूर करेगी या कारण बताएगी; तब तक कुछ नहीं भेजा जाएगा।',
  'My shop (dealer)': 'मेरी दुकान (डीलर)',
  // An order held because its prices rose (ui/held-order.tsx, lib/price-hold.ts)
  'Held: prices changed': 'रोका गया: दाम बदल गए',
  'Waiting for your answer': 'आपके जवाब का इंतज़ार',
  'Prices changed before your order reached us: confirm the new total or cancel it.':
    'आपका ऑर्डर हम तक पहुँचने से पहले दाम बदल गए: नया कुल पक्का करें या ऑर्डर रद्द करें।',
  '{before} → {now} on {product}': '{product} पर {before} → {now}',
  '{product} comes in packs of {pack}: order {next} or another multiple of {pack}, not {quantity}.':
    '{product} {pack} के पैक में आता है: {next} या {pack} का कोई और गुणज मँगाएँ, {quantity} नहीं।',
  'The dealer minimum for {product} is {minimum}: order at least {minimum}, not {quantity}.':
    '{product} के लिए डीलर न्यूनतम मात्रा {minimum} है: कम से कम {minimum} मँगाएँ, {quantity} नहीं।',
  '{before} → {now} in total': 'कुल {before} → {now}',
  'Prices changed: {changes}': 'दाम बदल गए: {changes}',
  'Prices changed': 'दाम बदल गए',
  'Prices changed: please confirm your order': 'दाम बदल गए: कृपया अपना ऑर्डर पक्का करें',
  'Nothing is charged or reserved until you answer. Confirm to place the order at the new total of {total}, or cancel it.':
    'आपके जवाब तक न कुछ लिया जाएगा, न कोई सामान रोका जाएगा। {total} के नए कुल पर ऑर्डर देने के लिए पक्का करें, या इसे रद्द करें।',
  'You are offline. Confirming or cancelling needs a connection.':
    'आप ऑफ़लाइन हैं। पक्का करने या रद्द करने के लिए इंटरनेट कनेक्शन चाहिए।',
  'Confirm at the new total ({total})': 'नए कुल ({total}) पर पक्का करें',
  'Nothing to pay until you confirm the new total.': 'नया कुल पक्का करने तक कुछ भी भुगतान नहीं करना है।',
  '{name}, we could not place this order': '{name}, हम यह ऑर्डर नहीं ले सके',
  'We could not place this order': 'हम यह ऑर्डर नहीं ले सके',
  '{name}, this order is cancelled': '{name}, यह ऑर्डर रद्द हो गया है',
  'This order is cancelled': 'यह ऑर्डर रद्द हो गया है',
  'Thank you, {name}!': 'धन्यवाद, {name}!',
  'Thank you!': 'धन्यवाद!',
  'Received: we will confirm it soon': 'मिल गया: हम जल्द ही इसे पक्का करेंगे',
  'MGRID has your order. We will call or message you when it is confirmed.':
    'आपका ऑर्डर MGRID को मिल गया है। पक्का होने पर हम आपको कॉल या मैसेज करेंगे।',
  'We have confirmed your order and are getting it ready.':
    'हमने आपका ऑर्डर पक्का कर दिया है और उसे तैयार कर रहे हैं।',
  'Your order is packed and goes to the courier next.':
    'आपका ऑर्डर पैक हो गया है और अब कूरियर को जाएगा।',
  'On its way with {courier}.': '{courier} के साथ रास्ते में है।',
  'On its way.': 'रास्ते में है।',
  'Tracking number {number}.': 'ट्रैकिंग नंबर {number}।',
  'Your order has been delivered. Thank you!': 'आपका ऑर्डर डिलीवर हो गया है। धन्यवाद!',
  'This order was cancelled: {reason}': 'यह ऑर्डर रद्द किया गया: {reason}',
  'This order was cancelled.': 'यह ऑर्डर रद्द किया गया।',
  Paid: 'भुगतान हो गया',
  Refunded: 'पैसे लौटाए गए',
  'Pay on delivery (cash or UPI)': 'डिलीवरी पर भुगतान (नकद या UPI)',
  'Payment pending (UPI)': 'भुगतान बाकी (UPI)',
  'Payment of {amount} received by UPI': '{amount} का भुगतान UPI से मिला',
  'Payment of {amount} received in cash': '{amount} का भुगतान नकद मिला',
  'Payment of {amount} received': '{amount} का भुगतान मिला',
  'Order received': 'ऑर्डर मिला',
  'Confirmed by MGRID': 'MGRID ने पक्का किया',
  'Shipped with {courier}': '{courier} से भेजा गया',
  'Tracking number {number}': 'ट्रैकिंग नंबर {number}',
  'Cancelled by you': 'आपने रद्द किया',
  'Cancelled by MGRID': 'MGRID ने रद्द किया',
  'Reason: {reason}': 'कारण: {reason}',
  'Refund of {amount} sent': '{amount} वापस भेजे गए',
  'Note from MGRID': 'MGRID की ओर से नोट',
  'MGRID order {number}: {status}.': 'MGRID ऑर्डर {number}: {status}।',
  'Courier: {courier}.': 'कूरियर: {courier}।',
  'Tracking number: {number}.': 'ट्रैकिंग नंबर: {number}।',
  'Track it: {url}': 'ट्रैक करें: {url}',
  // lib/password-rule.ts
  'At least 8 characters, with a letter and a digit.': 'कम से कम 8 अक्षर, जिनमें एक अक्षर और एक अंक हो।',
  'Password is required': 'पासवर्ड ज़रूरी है',
  'Use at least 8 characters': 'कम से कम 8 अक्षर रखें',
  'Use at most 72 characters': 'ज़्यादा से ज़्यादा 72 अक्षर रखें',
  'Use at least one letter and one digit': 'कम से कम एक अक्षर और एक अंक रखें',
  'The passwords do not match': 'पासवर्ड मेल नहीं खाते',
  // lib/quotation-layout.ts
  'Provisional until confirmed': 'पक्का होने तक अस्थायी',
  'State: {state}': 'राज्य: {state}',
  'Not numbered yet': 'अभी नंबर नहीं मिला',
  'Provisional number': 'अस्थायी नंबर',
  'Quotation number': 'कोटेशन नंबर',
  Date: 'तारीख',
  'Valid until': 'मान्य तारीख तक',
  'Place of supply': 'आपूर्ति का स्थान',
  'Due date': 'देय तिथि',
  'E-way bill number': 'ई-वे बिल संख्या',
  Description: 'विवरण',
  Qty: 'मात्रा',
  'Unit price': 'इकाई मूल्य',
  Discount: 'छूट',
  'GST rate': 'GST दर',
  ' incl. GST': ' GST सहित',
  'Quotation total': 'कोटेशन कुल',
  Validity: 'वैधता',
  'This quotation is valid until {date}': 'यह कोटेशन {date} तक मान्य है',
  'Payment terms': 'भुगतान की शर्तें',
  'Delivery terms': 'डिलीवरी की शर्तें',
  Notes: 'टिप्पणी',
  Quotation: 'कोटेशन',
  From: 'भेजने वाला',
  'Quotation for': 'कोटेशन किसके लिए',
  'Amount in words: {amount}': 'राशि शब्दों में (Amount in words): {amount}',
  'For {seller}': '{seller} की ओर से',
  'Authorised Signatory': 'अधिकृत हस्ताक्षरकर्ता',
  // lib/quotation.ts
  'Requested: we are preparing your quotation': 'अनुरोध मिला: हम आपका कोटेशन तैयार कर रहे हैं',
  'Being prepared': 'तैयार हो रहा है',
  'Ready to accept': 'स्वीकार करने के लिए तैयार',
  Accepted: 'स्वीकार किया गया',
  Expired: 'समय सीमा खत्म',
  Declined: 'अस्वीकार किया गया',
  'Accepted: the order is placed': 'स्वीकार किया गया: ऑर्डर दे दिया गया है',
  'Expired on {date}': '{date} को समय सीमा खत्म हुई',
  'Valid until today, {date}': 'आज, {date} तक मान्य',
  'Valid until {date} ({days, plural, one {# day} other {# days}} left)':
    '{date} तक मान्य ({days, plural, one {# दिन} other {# दिन}} बाकी)',
  // lib/stock-refusal.ts
  '{name}: out of stock': '{name}: स्टॉक में नहीं है',
  '{name}: only {available} left (you asked for {asked})':
    '{name}: सिर्फ़ {available} बचे हैं (आपने {asked} माँगे थे)',
  // lib/cod-limits.ts
  'Cash on delivery orders are limited to {limit} units. Pay online, or ask us for a quotation for larger orders.':
    'कैश ऑन डिलीवरी ऑर्डर में ज़्यादा से ज़्यादा {limit} यूनिट हो सकते हैं। ऑनलाइन भुगतान करें, या बड़े ऑर्डर के लिए हमसे कोटेशन माँगें।',
  'Cash on delivery orders are limited to {limit} units a day: your open orders from the last 24 hours already have {open}. Pay online, or ask us for a quotation for larger orders.':
    'कैश ऑन डिलीवरी ऑर्डर में एक दिन में ज़्यादा से ज़्यादा {limit} यूनिट हो सकते हैं: पिछले 24 घंटों के आपके खुले ऑर्डर में पहले से {open} हैं। ऑनलाइन भुगतान करें, या बड़े ऑर्डर के लिए हमसे कोटेशन माँगें।',
  // lib/tax-document-layout.ts
  'Invoice date': 'इनवॉइस की तारीख',
  'Credit note number': 'क्रेडिट नोट नंबर',
  'Invoice number': 'इनवॉइस नंबर',
  'Credit note date': 'क्रेडिट नोट की तारीख',
  'Against invoice': 'इनवॉइस के बदले',
  Reason: 'कारण',
  Order: 'ऑर्डर',
  Unit: 'इकाई',
  'Total credit': 'कुल क्रेडिट',
  'Attn: {name}': 'ध्यान दें: {name}',
  'Credit Note': 'क्रेडिट नोट',
  'Tax Invoice': 'कर बीजक',
  Seller: 'विक्रेता',
  'Issued to': 'जिसे जारी किया गया',
  'Bill to': 'बिल प्राप्तकर्ता',
  // lib/tax-document.ts
  'Whether tax is payable on reverse charge: Yes': 'क्या कर रिवर्स चार्ज पर देय है: हाँ',
  'Whether tax is payable on reverse charge: No': 'क्या कर रिवर्स चार्ज पर देय है: नहीं',
  // pages/checkout-page.tsx
  Checkout: 'चेकआउट',
  'Guest checkout: delivery address, cash on delivery or UPI, and a GST invoice.':
    'बिना अकाउंट चेकआउट: डिलीवरी का पता, कैश ऑन डिलीवरी या UPI, और GST इनवॉइस।',
  'No account needed. Your order is saved on this device at once and sent to us as soon as you are online.':
    'अकाउंट की ज़रूरत नहीं। आपका ऑर्डर तुरंत इस डिवाइस पर सहेजा जाता है और ऑनलाइन होते ही हमें भेज दिया जाता है।',
  // pages/dashboard-page.tsx
  'Your MGRID orders, invoices, quotations and registered products.':
    'आपके MGRID ऑर्डर, इनवॉइस, कोटेशन और रजिस्टर किए गए प्रोडक्ट।',
  // pages/forgot-password-page.tsx
  'Forgot password': 'पासवर्ड भूल गए',
  'Reset the password of your MGRID account.': 'अपने MGRID अकाउंट का पासवर्ड रीसेट करें।',
  'We will email you a link and a code.': 'हम आपको ईमेल से एक लिंक और कोड भेजेंगे।',
  // pages/login-page.tsx
  'Sign in to your MGRID account, or create one.': 'अपने MGRID अकाउंट में साइन इन करें, या नया बनाएँ।',
  'Track your orders, download tax invoices and keep your product registrations in one place.':
    'अपने ऑर्डर ट्रैक करें, टैक्स इनवॉइस डाउनलोड करें और प्रोडक्ट रजिस्ट्रेशन एक जगह रखें।',
  // pages/quote-page.tsx
  'Your quotation': 'आपका कोटेशन',
  'Your MGRID quotation: lines, GST, validity, the PDF, and accepting it online.':
    'आपका MGRID कोटेशन: सामान, GST, वैधता, PDF, और ऑनलाइन स्वीकार करना।',
  // pages/quote-request-page.tsx
  'Request a quotation': 'कोटेशन माँगें',
  "Ask MGRID for a GST quotation for your project: products, quantities and your company's GSTIN. Accept it online when it suits you.":
    'अपने प्रोजेक्ट के लिए MGRID से GST कोटेशन माँगें: प्रोडक्ट, मात्रा और आपकी कंपनी का GSTIN। जब ठीक लगे, ऑनलाइन स्वीकार करें।',
  'For contractors and companies buying several units. No account needed: your request is saved on this device at once and sent to us as soon as you are online.':
    'कई यूनिट खरीदने वाले ठेकेदारों और कंपनियों के लिए। अकाउंट की ज़रूरत नहीं: आपका अनुरोध तुरंत इस डिवाइस पर सहेजा जाता है और ऑनलाइन होते ही हमें भेज दिया जाता है।',
  // pages/reset-password-page.tsx
  'Set a new password': 'नया पासवर्ड सेट करें',
  'Choose a new password for your account.': 'अपने अकाउंट के लिए नया पासवर्ड चुनें।',
  // pages/track-order-page.tsx
  'Find your MGRID order with its order number and your phone number.':
    'ऑर्डर नंबर और अपने फ़ोन नंबर से अपना MGRID ऑर्डर खोजें।',
  'Enter the order number from your confirmation (like MG-1A2B3C4D) and the phone number you ordered with.':
    'पुष्टि में मिला ऑर्डर नंबर (जैसे MG-1A2B3C4D) और वह फ़ोन नंबर डालें जिससे आपने ऑर्डर किया था।',
  // ui/address-inputs.tsx
  'Flat / house no., building, street': 'फ़्लैट / मकान नं., बिल्डिंग, गली',
  'Area, landmark (optional)': 'इलाका, लैंडमार्क (वैकल्पिक)',
  'Fills in city and state': 'शहर और राज्य अपने आप भर जाते हैं',
  // ui/delivery-details.tsx
  'Email (for the invoice)': 'ईमेल (इनवॉइस के लिए)',
  'Delivery address': 'डिलीवरी का पता',
  // ui/invoice-lines-table.tsx
  'Invoice lines': 'इनवॉइस का सामान',
  Item: 'सामान',
  Taxable: 'कर योग्य',
  'Qty {quantity}': 'मात्रा {quantity}',
  'Line total': 'लाइन का कुल',
  // ui/order-progress.tsx
  'Track the parcel': 'पार्सल ट्रैक करें',
  // ui/tax-document-view.tsx
  Lines: 'सामान की सूची',
  // ui/tax-documents-panel.tsx
  'Credit note': 'क्रेडिट नोट',
  Invoice: 'इनवॉइस',
  Hide: 'छिपाएँ',
  View: 'देखें',
  // src/ui/new-password-form.tsx (resetting the password, the account page)
  'New password': 'नया पासवर्ड',
  'Show or hide the new password': 'नया पासवर्ड दिखाएँ या छिपाएँ',
  'Repeat the new password': 'नया पासवर्ड दोबारा लिखें',
  'Show or hide the repeated password': 'दोबारा लिखा पासवर्ड दिखाएँ या छिपाएँ',
  'Set new password': 'नया पासवर्ड सेट करें',
};

export default hindi;
