// Hindi for the 'shell' area (src/i18n/index.ts says which texts go where). Keys are the English
// texts exactly as t() is called with them; values keep every {placeholder} of the key.
import type { Catalogue } from '../message-catalogue.ts';

const hindi: Catalogue = {
  'Read the shop in {language}': 'दुकान {language} में पढ़ें',
  // src/app/error-screen.tsx
  'Something went wrong | MGRID': 'कुछ गड़बड़ हो गई | MGRID',
  'The page could not be shown. Your cart and anything you saved on this device are safe.':
    'यह पेज नहीं दिखाया जा सका। आपका कार्ट और इस डिवाइस पर सहेजी गई हर चीज़ सुरक्षित है।',
  // src/app/layout/root-layout.tsx, page-loader.tsx
  'Skip to content': 'मुख्य सामग्री पर जाएँ',
  Loading: 'लोड हो रहा है',
  // src/app/layout/nav-links.ts
  Products: 'प्रोडक्ट',
  Deals: 'ऑफ़र',
  Services: 'सेवाएँ',
  'Where to Buy': 'कहाँ खरीदें',
  Contact: 'संपर्क',
  'Upcoming Products': 'आने वाले प्रोडक्ट',
  'Register a Product': 'प्रोडक्ट रजिस्टर करें',
  'About MGRID': 'MGRID के बारे में',
  Careers: 'करियर',
  // src/app/layout/site-header.tsx
  'Close menu': 'मेन्यू बंद करें',
  'Open menu': 'मेन्यू खोलें',
  Main: 'मुख्य',
  // src/app/layout/site-logo.tsx
  'MGRID home': 'MGRID होम',
  // src/app/layout/menu-drawer.tsx
  Menu: 'मेन्यू',
  Language: 'भाषा',
  'Prices in rupees, GST invoice with every order.': 'दाम रुपये में, हर ऑर्डर के साथ GST बिल।',
  // src/app/layout/site-footer.tsx
  'Privacy Policy': 'गोपनीयता नीति',
  'Terms of Service': 'सेवा की शर्तें',
  'Cookie Policy': 'कुकी नीति',
  'Track your order': 'अपना ऑर्डर ट्रैक करें',
  'Become a dealer': 'डीलर बनें',
  Shop: 'शॉप',
  Company: 'कंपनी',
  'Sales: {phone}': 'सेल्स: {phone}',
  'One email a month at most. Unsubscribe any time.':
    'महीने में ज़्यादा से ज़्यादा एक ईमेल। कभी भी सदस्यता छोड़ें।',
  '© {year} MGRID. All rights reserved.': '© {year} MGRID. सर्वाधिकार सुरक्षित।',
  Legal: 'कानूनी',
  // src/app/layout/sync-indicator.tsx, unsent-details.tsx, unsent-list.tsx
  'Retry now': 'फिर से कोशिश करें',
  Details: 'विवरण',
  'Not accepted · saved {when}': 'स्वीकार नहीं हुआ · {when} को सहेजा',
  'Waiting to sync · saved {when}': 'सिंक होना बाकी · {when} को सहेजा',
  Discard: 'हटाएँ',
  // src/app/layout/sync-summary.ts
  '{count, plural, one {# order} other {# orders}}': '{count, plural, one {# ऑर्डर} other {# ऑर्डर}}',
  '{count, plural, one {# enquiry} other {# enquiries}}':
    '{count, plural, one {# पूछताछ} other {# पूछताछ}}',
  '{count, plural, one {# registration} other {# registrations}}':
    '{count, plural, one {# रजिस्ट्रेशन} other {# रजिस्ट्रेशन}}',
  '{count, plural, one {# order or lead update} other {# order and lead updates}}':
    '{count, plural, one {# ऑर्डर या लीड अपडेट} other {# ऑर्डर और लीड अपडेट}}',
  '{first} and {last}': '{first} और {last}',
  '{waiting} saved on this device, sent when it answers.':
    '{waiting} इस डिवाइस पर सहेजे गए हैं, सर्वर के जवाब देते ही भेजे जाएँगे।',
  '{error}: our server is not answering. Showing the catalogue saved in the app.':
    '{error}: हमारा सर्वर जवाब नहीं दे रहा है। ऐप में सहेजा गया कैटलॉग दिखाया जा रहा है।',
  'Our server is not answering; your internet works. You can keep browsing and ordering.':
    'हमारा सर्वर जवाब नहीं दे रहा है; आपका इंटरनेट ठीक है। आप प्रोडक्ट देखना और ऑर्डर करना जारी रख सकते हैं।',
  'You are offline. {waiting} saved on this device, sent automatically when you are back online.':
    'आप ऑफ़लाइन हैं। {waiting} इस डिवाइस पर सहेजे गए हैं, ऑनलाइन होते ही अपने-आप भेजे जाएँगे।',
  'You are offline. You can keep browsing and ordering; we send everything when you are back online.':
    'आप ऑफ़लाइन हैं। आप प्रोडक्ट देखना और ऑर्डर करना जारी रख सकते हैं; ऑनलाइन होते ही हम सब कुछ भेज देंगे।',
  '{error}. Showing the catalogue saved in the app.':
    '{error}। ऐप में सहेजा गया कैटलॉग दिखाया जा रहा है।',
  '{count, plural, one {# item was} other {# items were}} not accepted by the server. Please contact us so we can help.':
    '{count, plural, one {# आइटम} other {# आइटम}} सर्वर ने स्वीकार नहीं किए। कृपया हमसे संपर्क करें, हम मदद करेंगे।',
  '{waiting} waiting to sync.': '{waiting} सिंक होने का इंतज़ार कर रहे हैं।',
  // src/lib/money.ts (gstShortNote), src/ui/price-tag.tsx
  'incl. GST': 'GST सहित',
  '+ GST': '+ GST',
  MRP: 'MRP',
  '{off}% off': '{off}% छूट',
  // src/ui/contact-inputs.tsx
  Name: 'नाम',
  'Mobile number': 'मोबाइल नंबर',
  '10-digit Indian mobile number; +91 optional': '10 अंकों का भारतीय मोबाइल नंबर; +91 लगाना ज़रूरी नहीं',
  Email: 'ईमेल',
  // src/ui/list-pager.tsx
  '{control} page':
    '{control, select, first {पहला पेज} previous {पिछला पेज} next {अगला पेज} last {आखिरी पेज} other {{control} पेज}}',
  'Page {n}': 'पेज {n}',
  // src/ui/rating-line.tsx
  'Rated {rating} out of 5 from {reviews} reviews': '{reviews} समीक्षाओं से 5 में से {rating} रेटिंग',
  // src/lib/stock.ts, delivery-text.ts, constants.ts (shown by the cart and the catalogue)
  'Out of stock': 'स्टॉक में नहीं',
  'Only {left} left': 'सिर्फ़ {left} बचे',
  'In stock': 'स्टॉक में है',
  'Out of stock: remove it to check out.': 'स्टॉक में नहीं: चेकआउट के लिए इसे हटाएँ।',
  'Only {left} left: your cart has {quantity}.': 'सिर्फ़ {left} बचे हैं: आपके कार्ट में {quantity} हैं।',
  'Free delivery on every order.': 'हर ऑर्डर पर मुफ़्त डिलीवरी।',
  'Free delivery on orders of {threshold} or more; {fee} below that.':
    '{threshold} या उससे ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी; उससे कम पर {fee}।',
  '2-5 business days': '2-5 कार्यदिवस',
  '5-7 business days': '5-7 कार्यदिवस',
  'Mon-Fri 9:00-6:00, Sat 9:00-2:00, Sun closed (IST)':
    'सोम-शुक्र 9:00-6:00, शनि 9:00-2:00, रवि बंद (IST)',
  // src/features/cart
  Quantity: 'मात्रा',
  'Add to Cart ({inCart} in cart)': 'कार्ट में डालें ({inCart} कार्ट में)',
  'Add to Cart': 'कार्ट में डालें',
  'Added to cart': 'कार्ट में डाला गया',
  '{name} — {quantity} in your cart.': '{name} — आपके कार्ट में {quantity}।',
  'View cart': 'कार्ट देखें',
  'Could not add to cart': 'कार्ट में नहीं डाल सके',
  'Please try again.': 'कृपया फिर से कोशिश करें।',
  'Cart, empty': 'कार्ट, खाली',
  'Cart, {count, plural, one {# item} other {# items}}':
    'कार्ट, {count, plural, one {# आइटम} other {# आइटम}}',
  '{price} each': '{price} प्रति पीस',
  Remove: 'हटाएँ',
  Delivery: 'डिलीवरी',
  Free: 'मुफ़्त',
  Total: 'कुल',
  'Your cart is empty': 'आपका कार्ट खाली है',
  'Browse products': 'प्रोडक्ट देखें',
  'Continue shopping': 'खरीदारी जारी रखें',
  'Add to Cart: {name}, {inCart} in cart': 'कार्ट में डालें: {name}, {inCart} कार्ट में',
  'Add to Cart: {name}': 'कार्ट में डालें: {name}',
  'Add to Cart ({inCart})': 'कार्ट में डालें ({inCart})',
  // src/features/catalogue/product-query.ts
  Popularity: 'लोकप्रियता',
  'Price: low to high': 'दाम: कम से ज़्यादा',
  'Price: high to low': 'दाम: ज़्यादा से कम',
  'Under ₹2,000': '₹2,000 से कम',
  'Above ₹15,000': '₹15,000 से ज़्यादा',
  // src/features/catalogue/product-filters.tsx
  'Search products': 'प्रोडक्ट खोजें',
  'Clear search': 'खोज हटाएँ',
  'Best sellers': 'बेस्ट सेलर',
  // src/features/catalogue/product-browser.tsx
  '{count, plural, one {# product} other {# products}}':
    '{count, plural, one {# प्रोडक्ट} other {# प्रोडक्ट}}',
  // src/features/catalogue/product-detail.tsx
  'Product not found': 'प्रोडक्ट नहीं मिला',
  'Frequently bought together': 'अक्सर साथ खरीदे जाते हैं',
  'Recently viewed': 'हाल ही में देखे गए',
  // src/features/catalogue/notify-me.tsx
  'Notify me': 'मुझे बताएँ',
  // src/features/catalogue/product-shelf.tsx
  'View all': 'सभी देखें',
  'Featured tools': 'खास टूल',
  'Our flagship lasers and meters, chosen by professionals':
    'हमारे सबसे अच्छे लेज़र और मीटर, पेशेवरों की पसंद',
  // src/features/catalogue/product-pricing.ts
  'Inclusive of {rate}% GST': '{rate}% GST सहित',
  '+ {rate}% GST extra': '+ {rate}% GST अलग से',
  '{price} each for {count} or more': '{count} या ज़्यादा लेने पर {price} प्रति पीस',
  // src/features/catalogue/product-buy-box.tsx
  'Price on request': 'दाम पूछने पर',
  'Checking price…': 'दाम जाँचा जा रहा है…',
  'Minimum order: {moq}': 'कम से कम ऑर्डर: {moq}',
  // src/ui/dealer-price-tag.tsx (a signed-in dealer member's cards, product page and cart)
  'Your dealer price': 'आपका डीलर दाम',
  'List price {price}': 'सूची दाम {price}',
  // src/features/catalogue/best-seller-ribbon.tsx
  'Best seller': 'बेस्ट सेलर',
  // src/features/catalogue/category-tiles.tsx (the category names also show on cards and filters)
  Tools: 'टूल',
  'Line, crossline and 360° lasers and laser distance meters':
    'लाइन, क्रॉसलाइन और 360° लेज़र लेवल और लेज़र डिस्टेंस मीटर',
  Accessories: 'एक्सेसरीज़',
  'Tripods, receivers, batteries, targets and cases': 'ट्राइपॉड, रिसीवर, बैटरी, टारगेट और केस',
  'Shop by category': 'कैटेगरी के अनुसार खरीदें',
  '{count} products': '{count} प्रोडक्ट',
  // src/features/catalogue/header-search.tsx
  'Search lasers, meters…': 'लेज़र, मीटर खोजें…',
  Suggestions: 'सुझाव',
  // src/features/banners/promo-banner.tsx (the banners' own texts are site data)
  Promotion: 'ऑफ़र',
  'Dismiss this offer': 'यह ऑफ़र बंद करें',
  // src/features/analytics/cookie-consent.tsx
  'Cookie consent': 'कुकी की सहमति',
  'We would like to use analytics cookies to see which pages help our customers, and to receive reports of errors on this device (no personal details). Both are on only if you accept. See our':
    'हम एनालिटिक्स कुकी इस्तेमाल करना चाहते हैं ताकि देख सकें कि कौन-से पेज हमारे ग्राहकों के काम आते हैं, और इस डिवाइस पर आई गड़बड़ियों की रिपोर्ट पा सकें (कोई निजी जानकारी नहीं)। दोनों तभी चालू होंगे जब आप स्वीकार करेंगे। देखें हमारी',
  Accept: 'स्वीकार करें',
  Decline: 'मना करें',
  // src/features/device-storage/storage-note.tsx
  'This device may clear data when space is low: send your drafts and field leads when you can. Installing the app makes the browser keep them.':
    'जगह कम होने पर यह डिवाइस डेटा मिटा सकता है: जब हो सके अपने ड्राफ़्ट और फ़ील्ड लीड भेज दें। ऐप इंस्टॉल करने से ब्राउज़र इन्हें सँभाल कर रखता है।',
  'This device keeps the shop’s data even when space is low.':
    'जगह कम होने पर भी यह डिवाइस शॉप का डेटा सँभाल कर रखता है।',
  // src/pages/home-page.tsx
  'MGRID | Professional laser levels and distance meters': 'MGRID | प्रोफ़ेशनल लेज़र लेवल और डिस्टेंस मीटर',
  'MGRID professional laser measuring tools: line, crossline and 360° green lasers, distance meters and accessories, with GST invoices, cash on delivery and a 2-year warranty across India.':
    'MGRID के प्रोफ़ेशनल लेज़र मापने वाले टूल: लाइन, क्रॉसलाइन और 360° ग्रीन लेज़र, डिस्टेंस मीटर और एक्सेसरीज़, GST बिल, कैश ऑन डिलीवरी और पूरे भारत में 2 साल की वारंटी के साथ।',
  // src/pages/not-found-page.tsx
  'Page not found': 'पेज नहीं मिला',
  'This page does not exist on the MGRID shop.': 'यह पेज MGRID शॉप पर मौजूद नहीं है।',
  'We could not find that page. It may have moved, or the link may be mistyped.':
    'हमें यह पेज नहीं मिला। हो सकता है यह हट गया हो, या लिंक गलत लिखा हो।',
  // src/app/theme.ts
  'Close notification': 'सूचना बंद करें',
  // src/features/site-settings/home-hero.tsx (the home page's; the settings' own texts are data)
  'Professional laser measuring tools': 'प्रोफ़ेशनल लेज़र मापने वाले टूल',
  'Self-levelling lasers, distance meters and accessories for Indian sites, with a 2-year warranty.':
    'भारतीय साइटों के लिए सेल्फ़-लेवलिंग लेज़र, डिस्टेंस मीटर और एक्सेसरीज़, 2 साल की वारंटी के साथ।',
  'Green-beam lasers · Distance meters · Accessories': 'ग्रीन-बीम लेज़र · डिस्टेंस मीटर · एक्सेसरीज़',
  'Shop all products': 'सभी प्रोडक्ट खरीदें',
  "Today's deals": 'आज के ऑफ़र',
  'MGRID SL02 green crossline laser projecting level lines':
    'लेवल लाइनें बनाता MGRID SL02 ग्रीन क्रॉसलाइन लेज़र',
  // src/features/site-settings/trust-points.tsx (the home page's)
  '{years}-year warranty': '{years} साल की वारंटी',
  'On every MGRID tool, with free recalibration under warranty.':
    'हर MGRID टूल पर, वारंटी में मुफ़्त री-कैलिब्रेशन के साथ।',
  'Free delivery above {amount}': '{amount} से ज़्यादा पर मुफ़्त डिलीवरी',
  '{metro} in metros, {elsewhere} elsewhere.': 'मेट्रो शहरों में {metro}, बाकी जगह {elsewhere}।',
  'GST invoice': 'GST बिल',
  'CGST + SGST or IGST with HSN codes; pay by cash on delivery or UPI.':
    'HSN कोड के साथ CGST + SGST या IGST; कैश ऑन डिलीवरी या UPI से भुगतान करें।',
  'Repairs in 20 cities': '20 शहरों में रिपेयर',
  'Doorstep pick-up, genuine parts and a calibration report.':
    'घर से पिक-अप, असली पार्ट्स और कैलिब्रेशन रिपोर्ट।',
  // src/features/auth/account-menu.tsx: the header's account button shows on every page, so its
  // texts are here too (the same Hindi as buy.ts, which loads only on the buy pages)
  'Sign in': 'साइन इन',
  Account: 'अकाउंट',
  // src/lib/messages.ts texts the first screen may show (named in the comments)
  // EMAIL_REQUIRED
  'Email is required': 'ईमेल ज़रूरी है',
  // EMAIL_INVALID
  'Please enter a valid email address': 'कृपया सही ईमेल पता डालें',
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
  // PAGE_CODE_LOAD_FAILED
  'This page could not finish loading. It will start working as soon as you are back online.':
    'यह पेज पूरा लोड नहीं हो सका। इंटरनेट वापस आते ही यह काम करने लगेगा।',
  // PAGE_CODE_TRY_AGAIN
  'Try again': 'फिर से कोशिश करें',
  'Email for offers and launches': 'ऑफ़र और नए लॉन्च के लिए ईमेल',
  Subscribe: 'सब्सक्राइब करें',
  'Services for professionals': 'प्रोफ़ेशनल्स के लिए सेवाएँ',
  'Details and contact': 'विवरण और संपर्क',
};

export default hindi;
