// Hindi for the 'shop' area: the product list, product pages, cart and deals (src/i18n/index.ts
// says which texts go where). Keys are the English texts exactly as t() is called with them;
// values keep every {placeholder} of the key.
import type { Catalogue } from '../message-catalogue.ts';

const hindi: Catalogue = {
  '(bulk price)': '(थोक दाम)',
  'minimum {moq}': 'कम से कम {moq}',
  'Decrease quantity of {name}': '{name} की मात्रा घटाएँ',
  'Quantity {quantity}': 'मात्रा {quantity}',
  'Increase quantity of {name}': '{name} की मात्रा बढ़ाएँ',
  'Change to {stock}': '{stock} करें',
  'Price changed from {before} to {now}': 'दाम {before} से बदलकर {now} हो गया',
  'No longer available: remove it to check out.': 'अब उपलब्ध नहीं: चेकआउट के लिए इसे हटाएँ।',
  'The minimum order is now {moq}: change the quantity to check out.':
    'अब कम से कम {moq} का ऑर्डर ज़रूरी है: चेकआउट के लिए मात्रा बदलें।',
  'Prices not checked yet: they are checked as soon as you are online.':
    'दाम अभी जाँचे नहीं गए: ऑनलाइन होते ही जाँचे जाएँगे।',
  'Prices last checked at {time}': 'दाम आख़िरी बार {time} पर जाँचे गए',
  'Prices last checked on {date} at {time}': 'दाम आख़िरी बार {date} को {time} पर जाँचे गए',
  'Some items cannot be ordered as they are: fix the marked lines to check out.':
    'कुछ सामान अभी जैसे हैं वैसे ऑर्डर नहीं हो सकते: चेकआउट के लिए चिह्नित पंक्तियाँ ठीक करें।',
  '{count, plural, one {Subtotal (# item)} other {Subtotal (# items)}}':
    '{count, plural, one {सबटोटल (# आइटम)} other {सबटोटल (# आइटम)}}',
  'GST {rate} (included in prices)': 'GST {rate} (दाम में शामिल)',
  'GST {rate} (added)': 'GST {rate} (जोड़ा गया)',
  'Add {amount} more for free delivery.': 'मुफ़्त डिलीवरी के लिए {amount} का सामान और डालें।',
  'You save {amount} on MRP': 'MRP पर आपकी बचत {amount}',
  'Add a laser, a distance meter or an accessory and it will wait here, even offline.':
    'लेज़र लेवल, डिस्टेंस मीटर या कोई एक्सेसरी डालें, यह यहीं रहेगा, ऑफ़लाइन भी।',
  'Proceed to Checkout': 'चेकआउट करें',
  'Delivered in {metro} in metros, {elsewhere} elsewhere.':
    'मेट्रो शहरों में {metro} में डिलीवरी, बाकी जगह {elsewhere} में।',
  '{years}-year warranty · cash on delivery or UPI · GST invoice.':
    '{years} साल की वारंटी · कैश ऑन डिलीवरी या UPI · GST बिल।',
  'Buy this product': 'यह प्रोडक्ट खरीदें',
  '{quantity} pcs': '{quantity} पीस',
  'Add ({inCart} in cart)': 'डालें ({inCart} कार्ट में)',
  'Buy now': 'अभी खरीदें',
  'Try “green laser” or “MDR60”': '“ग्रीन लेज़र” या “MDR60” खोजें',
  Category: 'कैटेगरी',
  All: 'सभी',
  Price: 'दाम',
  'Any price': 'कोई भी दाम',
  'Sort by': 'क्रम',
  'Loading products…': 'प्रोडक्ट लोड हो रहे हैं…',
  'Clear filters': 'फ़िल्टर हटाएँ',
  'Loading products': 'प्रोडक्ट लोड हो रहे हैं',
  'No products match': 'कोई प्रोडक्ट नहीं मिला',
  'Check the spelling, or clear a filter to see more of the range.':
    'स्पेलिंग जाँचें, या ज़्यादा प्रोडक्ट देखने के लिए कोई फ़िल्टर हटाएँ।',
  'Show more ({count} more)': 'और दिखाएँ ({count} और)',
  'Loading the product': 'प्रोडक्ट लोड हो रहा है',
  'This product is not in the MGRID catalogue.': 'यह प्रोडक्ट MGRID कैटलॉग में नहीं है।',
  'Browse all products': 'सभी प्रोडक्ट देखें',
  'This product is no longer sold, or the link is mistyped.':
    'यह प्रोडक्ट अब नहीं बिकता, या लिंक गलत लिखा है।',
  'About this product': 'इस प्रोडक्ट के बारे में',
  Features: 'खूबियाँ',
  Specifications: 'स्पेसिफ़िकेशन',
  'Compare with the next model': 'अगले मॉडल से तुलना करें',
  'You may also need': 'आपको इनकी भी ज़रूरत हो सकती है',
  'We will tell you': 'हम आपको बताएँगे',
  'We will let you know as soon as the {name} is back in stock.':
    '{name} स्टॉक में वापस आते ही हम आपको बता देंगे।',
  'Notify me when it is back': 'स्टॉक में आने पर मुझे बताएँ',
  'or email': 'या ईमेल',
  'Expected {when}': 'अपेक्षित: {when}',
  'Expected price: {price}': 'अपेक्षित दाम: {price}',
  'Notify me: {name}': 'मुझे बताएँ: {name}',
  'Model {model}': 'मॉडल {model}',
  'Bulk: {offer}': 'थोक: {offer}',
  '{name}, picture {index} of {count}': '{name}, {count} में से तस्वीर {index}',
  Pictures: 'तस्वीरें',
  'Show picture {index}': 'तस्वीर {index} दिखाएँ',
  'Specifications compared': 'स्पेसिफ़िकेशन की तुलना',
  Model: 'मॉडल',
  '{model} (this)': '{model} (यह)',
  'On request': 'पूछने पर',
  'No deals right now': 'अभी कोई ऑफ़र नहीं',
  'New offers appear here first. Check back soon.': 'नए ऑफ़र सबसे पहले यहीं दिखते हैं। जल्द फिर देखें।',
  'Laser levels, distance meters and accessories': 'लेज़र लेवल, डिस्टेंस मीटर और एक्सेसरीज़',
  'Shop MGRID line, crossline and 360° green lasers, laser distance meters, tripods and accessories with GST invoices, cash on delivery and a 2-year warranty.':
    'MGRID के लाइन, क्रॉसलाइन और 360° ग्रीन लेज़र, लेज़र डिस्टेंस मीटर, ट्राइपॉड और एक्सेसरीज़ खरीदें, GST बिल, कैश ऑन डिलीवरी और 2 साल की वारंटी के साथ।',
  'Self-levelling lasers, distance meters and accessories. Prices in rupees; GST shown on every product.':
    'सेल्फ़-लेवलिंग लेज़र, डिस्टेंस मीटर और एक्सेसरीज़। दाम रुपये में; हर प्रोडक्ट पर GST दिखाया गया है।',
  'Your cart': 'आपका कार्ट',
  'Review the MGRID tools in your cart, quantities, GST and delivery before checkout.':
    'चेकआउट से पहले अपने कार्ट के MGRID टूल, मात्रा, GST और डिलीवरी जाँच लें।',
  'Deals and discounts': 'ऑफ़र और छूट',
  'MGRID lasers, distance meters and accessories priced below MRP, biggest savings first.':
    'MRP से कम दाम पर MGRID लेज़र, डिस्टेंस मीटर और एक्सेसरीज़, सबसे बड़ी बचत पहले।',
  'Everything we sell below its MRP, the biggest saving first. Free delivery on orders above ₹5,000.':
    'MRP से कम दाम पर मिलने वाला सब कुछ, सबसे बड़ी बचत पहले। ₹5,000 से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी।',
  'Upcoming products': 'आने वाले प्रोडक्ट',
  'New MGRID lasers and distance meters launching soon. Leave your details to hear first.':
    'MGRID के नए लेज़र और डिस्टेंस मीटर जल्द आ रहे हैं। सबसे पहले जानने के लिए अपनी जानकारी दें।',
  'What our engineers are finishing now. Tap “Notify me” and we will tell you the day it launches.':
    'हमारे इंजीनियर अभी इन पर काम पूरा कर रहे हैं। “मुझे बताएँ” दबाएँ, लॉन्च के दिन हम आपको बता देंगे।',
  'Please tell me when the {name} launches.': '{name} लॉन्च होने पर कृपया मुझे बताएँ।',
  // the buy area's quotation links, shown on the cart and product pages
  'Request a quotation for these items': 'इन सामानों का कोटेशन माँगें',
  'Buying for a project? Request a quotation for {quantity}':
    'प्रोजेक्ट के लिए खरीद रहे हैं? {quantity} का कोटेशन माँगें',
};

export default hindi;
