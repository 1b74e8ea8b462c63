// Hindi for a dealer member's own screens: /dealer (credit, overdue, recent orders) and the
// quick-order pad (/dealer/order). Loaded with their code (src/pages/dealer-page.tsx), which a
// shopper's device does not precache.
import type { Catalogue } from '../message-catalogue.ts';

const hindi: Catalogue = {
  // The page
  'Dealer: your shop': 'डीलर: आपकी दुकान',
  'Dealer prices, credit and quick reorders for MGRID dealers.':
    'MGRID डीलरों के लिए डीलर दाम, क्रेडिट और तुरंत दोबारा ऑर्डर।',
  'Your shop': 'आपकी दुकान',
  'Quick order': 'तुरंत ऑर्डर',
  'These pages are for the shops that sell MGRID tools: dealer prices, credit and quick reorders.':
    'ये पेज MGRID टूल बेचने वाली दुकानों के लिए हैं: डीलर दाम, क्रेडिट और तुरंत दोबारा ऑर्डर।',

  // The home
  '{tier} · GSTIN {gstin}': '{tier} · GSTIN {gstin}',
  'Quick order pad': 'तुरंत ऑर्डर पैड',
  'Reorder last order': 'पिछला ऑर्डर दोबारा करें',
  'Your dealer account is suspended: {reason}. Orders on account wait until it is reinstated.':
    'आपका डीलर खाता निलंबित है: {reason}। खाते पर ऑर्डर तब तक रुके रहेंगे जब तक इसे फिर से चालू न किया जाए।',
  'no reason given': 'कोई कारण नहीं बताया गया',
  Credit: 'क्रेडिट',
  'Your terms are advance payment: pay each order by UPI or cash on delivery.':
    'आपकी शर्तें अग्रिम भुगतान की हैं: हर ऑर्डर का भुगतान UPI या कैश ऑन डिलीवरी से करें।',
  'Credit limit': 'क्रेडिट सीमा',
  Used: 'इस्तेमाल',
  Available: 'उपलब्ध',
  '{amount} in orders held for approval': 'मंज़ूरी के लिए रुके ऑर्डरों में {amount}',
  'Overdue by': 'कितने दिन से बकाया',
  Amount: 'रकम',
  '{age} days': '{age} दिन',
  'As of {when}; it updates when you are online.':
    '{when} तक की जानकारी; ऑनलाइन होने पर यह अपडेट होती है।',
  'What you owe is not available yet. It shows here once MGRID’s server has it.':
    'आपकी बकाया रकम अभी उपलब्ध नहीं है। MGRID के सर्वर पर आते ही यहाँ दिखेगी।',
  'What you owe shows here once this phone has been online.':
    'यह फ़ोन एक बार ऑनलाइन होने पर आपकी बकाया रकम यहाँ दिखेगी।',
  'Recent orders': 'हाल के ऑर्डर',
  'No orders on this phone yet. Start with the quick order pad.':
    'इस फ़ोन पर अभी कोई ऑर्डर नहीं है। तुरंत ऑर्डर पैड से शुरू करें।',
  Status: 'स्थिति',
  'Saved on this phone, not sent yet': 'इस फ़ोन पर सेव, अभी भेजा नहीं गया',
  'Held: over your credit limit': 'रुका हुआ: आपकी क्रेडिट सीमा से ज़्यादा',

  // The pad
  'Filter products': 'प्रोडक्ट छाँटें',
  'Name, model or category': 'नाम, मॉडल या श्रेणी',
  'Loading products…': 'प्रोडक्ट लोड हो रहे हैं…',
  'Your last order, with what changed since': 'आपका पिछला ऑर्डर, और तब से क्या बदला',
  'Your last order is on the pad: prices and stock are as they were':
    'आपका पिछला ऑर्डर पैड पर है: दाम और स्टॉक पहले जैसे हैं',
  '{product}: {was} last time, {now} today': '{product}: पिछली बार {was}, आज {now}',
  '{product}: {available} in stock today, you ordered {wanted} last time':
    '{product}: आज स्टॉक में {available}, पिछली बार आपने {wanted} मँगाए थे',
  '{product} is no longer sold, so it is left out': '{product} अब नहीं बिकता, इसलिए छोड़ दिया गया',
  'Only {available} in stock, not {quantity}.': 'स्टॉक में केवल {available} हैं, {quantity} नहीं।',
  'Not on your dealer price list: ask MGRID to add it.':
    'यह आपकी डीलर दाम सूची में नहीं है: इसे जोड़ने के लिए MGRID से कहें।',
  'Type a whole number of units.': 'इकाइयों की पूरी संख्या लिखें।',
  Changed: 'बदला',
  'pack {pack}': 'पैक {pack}',
  'min {minimum}': 'कम से कम {minimum}',
  '{count} in stock': 'स्टॉक में {count}',
  'Line total {amount}': 'लाइन का कुल {amount}',
  'Quantity of {product}': '{product} की मात्रा',
  '{lines, plural, one {# line} other {# lines}}, {units} units':
    '{lines, plural, one {# लाइन} other {# लाइनें}}, {units} इकाइयाँ',
  'Total {amount} with GST, before delivery': 'GST सहित कुल {amount}, डिलीवरी से पहले',
  '{count, plural, one {# line needs} other {# lines need}} correcting first':
    '{count, plural, one {# लाइन} other {# लाइनें}} पहले ठीक करनी होंगी',
  Clear: 'साफ़ करें',
  'You can see dealer prices; ordering is for the shop’s owner and buyers.':
    'आप डीलर दाम देख सकते हैं; ऑर्डर दुकान के मालिक और खरीदार करते हैं।',
  'Add to cart': 'कार्ट में डालें',

  // The account: ledger and statement (also on the dealer desk)
  Balance: 'शेष',
  'Opening balance': 'प्रारंभिक शेष',
  'Closing balance': 'अंतिम शेष',
  Particulars: 'विवरण',
  Reference: 'संदर्भ',
  Debit: 'नामे',
  UPI: 'UPI',
  'NEFT/RTGS': 'NEFT/RTGS',
  Cheque: 'चेक',
  Cash: 'नकद',
  Dr: 'नामे',
  Cr: 'जमा',
  'Credit note {number}: {reason}': 'क्रेडिट नोट {number}: {reason}',
  'Credit note {number}': 'क्रेडिट नोट {number}',
  'Payment by {method}': '{method} से भुगतान',
  'Cheque bounced: {reason}': 'चेक बाउंस: {reason}',
  'the first entry': 'पहली प्रविष्टि',
  '{from} to {to}': '{from} से {to}',
  'Statement of account': 'खाता विवरण',
  Period: 'अवधि',
  'Debits in the period': 'अवधि में नामे',
  'Credits in the period': 'अवधि में जमा',
  '{amount} is owed to {seller}.': '{seller} को {amount} देय है।',
  '{amount} is held as an advance.': '{amount} अग्रिम के रूप में जमा है।',
  'Nothing is owed.': 'कुछ भी देय नहीं है।',
  'A computer-made statement': 'कंप्यूटर से बना विवरण',
  To: 'तक',
  'Download statement (PDF)': 'विवरण डाउनलोड करें (PDF)',
  'Nothing in this period.': 'इस अवधि में कुछ नहीं।',
  '{days} days overdue': '{days} दिन से बकाया',
  'Choose a period that ends on or after it starts.':
    'ऐसी अवधि चुनें जो शुरू होने के दिन या उसके बाद खत्म हो।',
  Show: 'दिखाएँ',
  'This phone keeps the last twelve months. To see an older period, connect to the internet.':
    'यह फ़ोन पिछले बारह महीने रखता है। पुरानी अवधि देखने के लिए इंटरनेट से जुड़ें।',
  'This statement link does not name a period. Choose the dates on your account page.':
    'इस विवरण लिंक में कोई अवधि नहीं है। अपने खाते के पेज पर तारीखें चुनें।',
  'Your account': 'आपका खाता',
  '{amount} owed': '{amount} देय',
  '{amount} paid': '{amount} जमा',
  '{amount} credited': '{amount} क्रेडिट',
  'Balance {balance}': 'शेष {balance}',

  // The shop's team (/dealer/team, the owner's)
  'Shop team': 'दुकान की टीम',
  Owner: 'मालिक',
  Invited: 'आमंत्रित',
  'Buyer: orders for the shop': 'खरीदार: दुकान के लिए ऑर्डर करता है',
  'Viewer: sees dealer prices': 'दर्शक: डीलर दाम देखता है',
  'You are offline. The shop’s team can be changed once you are online.':
    'आप ऑफ़लाइन हैं। ऑनलाइन होने पर दुकान की टीम बदली जा सकती है।',
  'Only the shop’s owner adds or removes the shop’s team.':
    'दुकान की टीम में लोगों को केवल दुकान का मालिक जोड़ या हटा सकता है।',
  "Please enter the member's email or Indian mobile number.":
    'कृपया सदस्य का ईमेल या भारतीय मोबाइल नंबर दर्ज करें।',
  '{contact} is on the team now; we have told them.': '{contact} अब टीम में है; हमने उन्हें बता दिया है।',
  '{contact} joins the team when they sign up with this email or mobile; we have sent them the link.':
    '{contact} इसी ईमेल या मोबाइल से साइन अप करने पर टीम में जुड़ जाएँगे; हमने उन्हें लिंक भेज दिया है।',
  '{who} is off the team.': '{who} अब टीम में नहीं है।',
  'Buyers order for the shop on its credit; viewers only see the dealer prices. Add them by email or mobile number.':
    'खरीदार दुकान के क्रेडिट पर ऑर्डर करते हैं; दर्शक केवल डीलर दाम देखते हैं। उन्हें ईमेल या मोबाइल नंबर से जोड़ें।',
  you: 'आप',
  'Remove {who}': '{who} को हटाएँ',
  'They may': 'वे क्या कर सकते हैं',
  'Add to the team': 'टीम में जोड़ें',
};

export default hindi;
