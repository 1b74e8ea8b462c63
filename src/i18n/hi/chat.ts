// Hindi for the 'chat' area (src/i18n/index.ts says which texts go where). Keys are the English
// texts exactly as t() is called with them; values keep every {placeholder} of the key.
import type { Catalogue } from '../message-catalogue.ts';

const hindi: Catalogue = {
  // src/features/chat/chat-widget.tsx
  'Open chat: {title}': 'चैट खोलें: {title}',
  'Close chat': 'चैट बंद करें',
  // src/features/chat/chat-panel.tsx
  'Clear chat': 'चैट मिटाएँ',
  'Your details could not be sent: {reason}': 'आपकी जानकारी नहीं भेजी जा सकी: {reason}',
  'Type your message': 'अपना संदेश लिखें',
  'Type your message…': 'अपना संदेश लिखें…',
  Send: 'भेजें',
  // src/features/chat/chat-messages.tsx
  'You: ': 'आप: ',
  'Assistant: ': 'असिस्टेंट: ',
  Conversation: 'बातचीत',
  'Hello! Ask me about our lasers and distance meters, prices, delivery, warranty or repairs.':
    'नमस्ते! हमारे लेज़र और डिस्टेंस मीटर, दाम, डिलीवरी, वारंटी या मरम्मत के बारे में पूछें।',
  'MGRID assistant is typing…': 'MGRID असिस्टेंट लिख रहा है…',
  // src/features/chat/chat-cards.tsx
  'Added to cart ({quantity} in cart).': 'कार्ट में डाला गया (कार्ट में {quantity})।',
  'View {name}': '{name} देखें',
  View: 'देखें',
  'Add {name} to cart': '{name} कार्ट में डालें',
  'View details of {name}': '{name} की पूरी जानकारी देखें',
  'View Details': 'पूरी जानकारी',
  // src/features/chat/chat-lead-form.tsx
  'Leave your details and our team will call you back.': 'अपनी जानकारी दें, हमारी टीम आपको कॉल करेगी।',
  Designation: 'पदनाम',
  Message: 'संदेश',
  'I agree to be contacted and accept the': 'मैं संपर्क किए जाने के लिए सहमत हूँ और स्वीकार करता/करती हूँ',
  'terms and conditions': 'नियम और शर्तें',
  'Send details': 'जानकारी भेजें',
  // src/features/chat/quote-action.tsx and the replies' suggestions (src/lib/assistant)
  'Get quote': 'कोटेशन लें',
  'Show products': 'प्रोडक्ट दिखाओ',
  'Under 5000': '5000 से कम',
  'Delivery time?': 'डिलीवरी का समय?',
  'Contact us': 'हमसे संपर्क करें',
  'Service areas': 'सर्विस वाले शहर',
  'Warranty?': 'वारंटी?',
  'Where to buy': 'कहाँ से खरीदें',
  "Send us your contact details and we'll call you back ASAP":
    'अपना नंबर भेजें, हम जल्द ही आपको कॉल करेंगे',
  "What's in my cart?": 'मेरे कार्ट में क्या है?',
  'E-Repair': 'ई-रिपेयर',
  'Product registration': 'प्रोडक्ट रजिस्ट्रेशन',
  'Phone number': 'फ़ोन नंबर',
  'Other services': 'दूसरी सर्विस',
  'Compare models': 'मॉडल की तुलना',
  'Price for 10 SL02': '10 SL02 का दाम',
  'Buy {code}': '{code} खरीदें',
  'Accessories for {code}': '{code} की एक्सेसरीज़',
  '{code} specifications': '{code} की स्पेसिफिकेशन',
  // src/lib/assistant/reply.ts
  'Your cart is empty. Delivery is free on orders of {free} or more; below that it is {fee}.':
    'आपका कार्ट खाली है। {free} या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है; उससे कम पर {fee} लगते हैं।',
  'Delivery: free.': 'डिलीवरी: मुफ़्त।',
  'Delivery: {fee}. Add {more} more for free delivery.':
    'डिलीवरी: {fee}। मुफ़्त डिलीवरी के लिए {more} का सामान और जोड़ें।',
  'Your cart holds {count, plural, one {{count} item} other {{count} items}}:':
    'आपके कार्ट में {count, plural, one {{count} आइटम है} other {{count} आइटम हैं}}:',
  'Subtotal: {amount}.': 'सबटोटल: {amount}।',
  'Total: {amount}.': 'कुल: {amount}।',
  'Sales: {phone}': 'सेल्स: {phone}',
  'Quotations: {phone}': 'कोटेशन: {phone}',
  'Email: {email}': 'ईमेल: {email}',
  'Leave your number and our team will call you back.': 'अपना नंबर दें, हमारी टीम आपको कॉल करेगी।',
  'Nearest to you:': 'आपके सबसे पास:',
  "We have dealers and service centres in {cities}. Tell me your city and I'll find the nearest, or see Where to Buy. You can also order online with delivery across India.":
    'हमारे डीलर और सर्विस सेंटर इन शहरों में हैं: {cities}। अपना शहर बताइए, मैं सबसे पास वाला ढूँढ दूँगा, या "कहाँ से खरीदें" पेज देखें। आप पूरे भारत में डिलीवरी के साथ ऑनलाइन भी ऑर्डर कर सकते हैं।',
  'See the Where to Buy page for our dealers, or order online with delivery across India.':
    'हमारे डीलर "कहाँ से खरीदें" पेज पर देखें, या पूरे भारत में डिलीवरी के साथ ऑनलाइन ऑर्डर करें।',
  'Typical time: {duration}.': 'आम तौर पर लगने वाला समय: {duration}।',
  'Our services:': 'हमारी सेवाएँ:',
  'Hello! I am the MGRID assistant. Ask me about our lasers and distance meters, prices, delivery, warranty or repairs.':
    'नमस्ते! मैं MGRID असिस्टेंट हूँ। हमारे लेज़र और डिस्टेंस मीटर, दाम, डिलीवरी, वारंटी या मरम्मत के बारे में पूछें।',
  "The {name}'s warranty is not listed in our product data, so I won't guess. Our team can confirm it: tap Contact us.":
    '{name}: वारंटी हमारे प्रोडक्ट डेटा में नहीं दी गई है, इसलिए मैं अंदाज़ा नहीं लगाऊँगा। हमारी टीम इसकी पुष्टि कर सकती है: "हमसे संपर्क करें" दबाएँ।',
  'The {name} carries a {warranty} warranty against manufacturing defects. Register your product to activate it; repairs under warranty are free through our E-Repair service.':
    '{name} पर निर्माण दोष के लिए {warranty} की वारंटी है। इसे चालू करने के लिए अपना प्रोडक्ट रजिस्टर करें; वारंटी में मरम्मत हमारी E-Repair सेवा से मुफ़्त होती है।',
  'Every MGRID tool comes with a {years}-year warranty against manufacturing defects. Register your product to activate it; repairs under warranty are free through our E-Repair service.':
    'हर MGRID टूल पर निर्माण दोष के लिए {years} साल की वारंटी है। इसे चालू करने के लिए अपना प्रोडक्ट रजिस्टर करें; वारंटी में मरम्मत हमारी E-Repair सेवा से मुफ़्त होती है।',
  'Delivery takes {times}. It is free on orders of {free} or more; below that the fee is {fee}.':
    'डिलीवरी का समय: {times}। {free} या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है; उससे कम पर {fee} लगते हैं।',
  'We are open {hours}.': 'हम खुले रहते हैं: {hours}।',
  'We offer sales and service in {count} cities: {cities}. We deliver products across India.':
    'हम {count} शहरों में बिक्री और सर्विस देते हैं: {cities}। प्रोडक्ट की डिलीवरी पूरे भारत में होती है।',
  'Here is our catalogue: {url}': 'यह रहा हमारा कैटलॉग: {url}',
  'Browse every product on the Products page; ask me for a PDF catalogue by leaving your email.':
    'सभी प्रोडक्ट "प्रोडक्ट" पेज पर देखें; PDF कैटलॉग के लिए अपना ईमेल छोड़ दें।',
  'You can reach us at:': 'हमसे यहाँ संपर्क करें:',
  "You're welcome! Anything else I can help with?": 'आपका स्वागत है! और कुछ मदद चाहिए?',
  'Our most popular tools:': 'हमारे सबसे लोकप्रिय टूल:',
  "Tell me the job (tiling, ceilings, outdoor levelling) and I'll narrow it down.":
    'काम बताइए (टाइलिंग, सीलिंग, बाहर की लेवलिंग), मैं सही टूल छाँट दूँगा।',
  'From our catalogue:': 'हमारे कैटलॉग से:',
  "I'm not sure I understood. I can help with products and prices, comparing models, delivery, warranty, repairs and finding a dealer. Or leave your details and our team will call you.":
    'माफ़ कीजिए, मैं ठीक से समझ नहीं पाया। मैं प्रोडक्ट और दाम, मॉडल की तुलना, डिलीवरी, वारंटी, मरम्मत और डीलर ढूँढने में मदद कर सकता हूँ। या अपनी जानकारी दें, हमारी टीम आपको कॉल करेगी।',
  // src/lib/assistant/delivery-times.ts
  '2-5 business days in metros, 5-7 elsewhere': 'मेट्रो शहरों में 2-5 कामकाजी दिन, बाकी जगह 5-7 दिन',
  // src/lib/assistant/products.ts
  'price on request': 'दाम पूछने पर',
  'Price: {a} vs {b}': 'दाम: {a} vs {b}',
  'not listed': 'नहीं दिया गया',
  // src/lib/assistant/bulk.ts
  'The bulk price applies from {bulkQty} units: {each} each instead of {list}.':
    '{bulkQty} यूनिट से थोक दाम लागू है: {list} की जगह {each} प्रति यूनिट।',
  'From {bulkQty} units the bulk price is {bulkPrice} each; below that {each} each.':
    '{bulkQty} यूनिट से थोक दाम {bulkPrice} प्रति यूनिट है; उससे कम पर {each} प्रति यूनिट।',
  '{each} each (no bulk price is listed for this model; ask for a quote for a better rate).':
    '{each} प्रति यूनिट (इस मॉडल का कोई थोक दाम नहीं दिया गया है; बेहतर रेट के लिए कोटेशन माँगें)।',
  'Total {total} including {rate}% GST ({gst}).': 'कुल {total}, {rate}% GST ({gst}) सहित।',
  '{amount} + {rate}% GST {gst} = total {total}.': '{amount} + {rate}% GST {gst} = कुल {total}।',
  '{each} per unit.': '{each} प्रति यूनिट।',
  // src/lib/assistant/kinds.ts
  'batteries and chargers': 'बैटरी और चार्जर',
  tripods: 'ट्राइपॉड',
  'laser receivers': 'लेज़र रिसीवर',
  'laser glasses': 'लेज़र चश्मे',
  'target plates': 'टारगेट प्लेट',
  mounts: 'माउंट',
  'carry cases': 'कैरी केस',
  'laser distance meters': 'लेज़र डिस्टेंस मीटर',
  '360° lasers': '360° लेज़र',
  'self-levelling crossline lasers': 'सेल्फ-लेवलिंग क्रॉसलाइन लेज़र',
  'line lasers': 'लाइन लेज़र',
  'laser levels': 'लेज़र लेवल',
  accessories: 'एक्सेसरीज़',
  tools: 'टूल',
  // src/lib/assistant/specs.ts
  'operating temperature': 'काम करने का तापमान',
  'IP rating': 'IP रेटिंग',
  load: 'भार क्षमता',
  weight: 'वज़न',
  'battery life': 'बैटरी बैकअप',
  accuracy: 'सटीकता',
  'self-levelling range': 'सेल्फ-लेवलिंग रेंज',
  range: 'रेंज',
  'beam colour': 'बीम का रंग',
  'laser class': 'लेज़र क्लास',
  'mounting thread': 'माउंटिंग थ्रेड',
  size: 'साइज़',
  connectivity: 'कनेक्टिविटी',
  charging: 'चार्जिंग',
  memory: 'मेमोरी',
  height: 'ऊँचाई',
  lines: 'लाइनें',
  capacity: 'क्षमता',
  certification: 'सर्टिफ़िकेशन',
  'country of manufacture': 'निर्माण का देश',
  material: 'मटीरियल',
  // src/lib/assistant/reply-products.ts
  "We don't make {what}: it is not an MGRID model.": 'हम {what} नहीं बनाते: यह MGRID का मॉडल नहीं है।',
  "We make only MGRID tools, so we don't sell {brand} products.":
    'हम सिर्फ़ MGRID टूल बनाते हैं, इसलिए {brand} के प्रोडक्ट नहीं बेचते।',
  'The closest products we do make:': 'हमारे सबसे मिलते-जुलते प्रोडक्ट:',
  'Tell me each model and how many you need and I will work out the price, or open the quotation request and add them there. Our team replies with a formal quote.':
    'हर मॉडल और उसकी ज़रूरी संख्या बताइए, मैं दाम निकाल दूँगा; या कोटेशन अनुरोध खोलकर वहाँ जोड़ें। हमारी टीम औपचारिक कोटेशन भेजेगी।',
  '{name}: the minimum order is {moq} units.': '{name}: कम से कम {moq} यूनिट का ऑर्डर होता है।',
  '{name}: price on request; ask for a quote.': '{name}: दाम पूछने पर; कोटेशन माँगें।',
  'All together: {total}.': 'सब मिलाकर: {total}।',
  'Tap Get quote for a formal quotation with these lines.':
    'इन आइटम का औपचारिक कोटेशन पाने के लिए "कोटेशन लें" दबाएँ।',
  'a battery': 'बैटरी',
  'a tripod': 'ट्राइपॉड',
  'a receiver': 'रिसीवर',
  'a target plate': 'टारगेट प्लेट',
  'a mount': 'माउंट',
  'a carry case': 'कैरी केस',
  'an accessory': 'कोई एक्सेसरी',
  'Yes: the {accessory} fits the {tool}.': 'हाँ: {accessory} {tool} में लगता है।',
  'No: the {accessory} is not listed as fitting the {tool}.':
    'नहीं: {accessory} हमारी सूची में {tool} के लिए नहीं है।',
  'This one fits it:': 'इसमें यह लगता है:',
  'What does fit it:': 'इसमें ये लगते हैं:',
  'The {name} fits:': '{name} इनमें लगता है:',
  'Our product data does not list which models the {name} fits. Our team can confirm it for your tool.':
    'हमारे प्रोडक्ट डेटा में नहीं दिया गया है कि {name} किन मॉडल में लगता है। हमारी टीम आपके टूल के लिए इसकी पुष्टि कर सकती है।',
  'It runs on: {battery}.': 'यह इससे चलता है: {battery}।',
  "We don't list {what} that fits the {tool}.": '{tool} के लिए {what} हमारी सूची में नहीं है।',
  'Accessories that do fit it:': 'इसमें लगने वाली एक्सेसरीज़:',
  'Our team can advise: tap Contact us.': 'हमारी टीम सलाह दे सकती है: "हमसे संपर्क करें" दबाएँ।',
  '{what} for the {tool}:': '{tool} के लिए {what}:',
  "We don't list {what} for {colour} lasers.": '{colour} लेज़र के लिए {what} हमारी सूची में नहीं हैं।',
  'What we have:': 'हमारे पास ये हैं:',
  'For {colour} lasers:': '{colour} लेज़र के लिए:',
  "I can't see live stock from the chat, so I won't quote a number for the {name}. Add it to the cart (checkout confirms availability) or ask for a quote and our team will confirm it.":
    'चैट से मुझे लाइव स्टॉक नहीं दिखता, इसलिए मैं {name} की संख्या नहीं बताऊँगा। इसे कार्ट में डालें (चेकआउट पर उपलब्धता पक्की होती है) या कोटेशन माँगें, हमारी टीम पुष्टि करेगी।',
  "The {name}'s {spec} is not listed in our product data, so I won't guess. Our team can confirm it: tap Get quote or Contact us.":
    '{name}: {spec} हमारे प्रोडक्ट डेटा में नहीं दिया गया है, इसलिए मैं अंदाज़ा नहीं लगाऊँगा। हमारी टीम इसकी पुष्टि कर सकती है: "कोटेशन लें" या "हमसे संपर्क करें" दबाएँ।',
  'The {name} has a bulk price: {bulkPrice} each from {bulkQty} units.':
    '{name} का थोक दाम: {bulkQty} यूनिट से {bulkPrice} प्रति यूनिट।',
  'The {name} has no listed bulk price.': '{name} का कोई थोक दाम नहीं दिया गया है।',
  "I can't offer a discount in the chat: prices are as listed on the site.":
    'चैट में मैं छूट नहीं दे सकता: दाम वही हैं जो साइट पर दिए हैं।',
  'For a larger order, ask for a quote and our sales team will reply with their best price.':
    'बड़े ऑर्डर के लिए कोटेशन माँगें, हमारी सेल्स टीम अपना सबसे अच्छा दाम बताएगी।',
  'Minimum order: {moq} units.': 'कम से कम ऑर्डर: {moq} यूनिट।',
  '{name} costs {price} {gst, select, plus {(plus GST)} other {(incl. GST)}}.':
    '{name} का दाम {price} {gst, select, plus {(GST अलग)} other {(GST सहित)}} है।',
  'Key specs: {specs}': 'मुख्य स्पेसिफिकेशन: {specs}',
  'It comes with a {years}-year warranty and ships in {times}.':
    'इसके साथ {years} साल की वारंटी है। डिलीवरी: {times}।',
  green: 'हरे',
  red: 'लाल',
  'between {min} and {max}': '{min} से {max} के बीच',
  'up to {max}': '{max} तक',
  'from {min}': '{min} से ऊपर',
  'reaching {metres} m': '{metres} m तक पहुँचने वाले',
  'for outdoor work': 'बाहर के काम के लिए',
  products: 'प्रोडक्ट',
  'We have no {needs}.': 'हमारे पास {needs} नहीं हैं।',
  'The nearest we make:': 'हमारे सबसे करीबी प्रोडक्ट:',
  'Outdoors in sunlight, add the {receiver} to find the line.':
    'बाहर धूप में लाइन ढूँढने के लिए साथ में {receiver} लें।',
  'Our {needs}:': 'हमारे पास ये {needs} हैं:',
};

export default hindi;
