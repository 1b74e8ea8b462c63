// Hindi for the back office screens that have it: the dealer desk (/admin/dealers, its
// applications, dealers and a dealer's page) and its checks (src/lib/dealer-desk.ts). Loaded
// with the desk's code (src/pages/admin-page.tsx); the rest of the back office is in English
// (docs/decisions.md, "The back office stays in English").
import type { Catalogue } from '../message-catalogue.ts';

const hindi: Catalogue = {
  // The desk and its tabs
  Applications: 'आवेदन',
  Dealers: 'डीलर',
  "You are offline. A dealer's page shows what this device last read, and a payment collected now is recorded once you are back online; reviews and other changes need a connection.":
    'आप ऑफ़लाइन हैं। डीलर का पेज वह दिखाता है जो इस डिवाइस ने आखिरी बार पढ़ा था, और अभी लिया गया भुगतान ऑनलाइन होते ही एक बार दर्ज होगा; समीक्षा और बाकी बदलावों के लिए इंटरनेट चाहिए।',
  'You are not allowed to manage dealers.': 'आपको डीलर संभालने की अनुमति नहीं है।',

  // Applications
  'Loading applications…': 'आवेदन लोड हो रहे हैं…',
  '{count, plural, one {# application waiting} other {# applications waiting}}':
    '{count, plural, one {# आवेदन इंतज़ार में} other {# आवेदन इंतज़ार में}}',
  'No dealer applications yet.': 'अभी कोई डीलर आवेदन नहीं है।',
  'Trading as {name}': 'व्यापारिक नाम: {name}',
  GSTIN: 'GSTIN',
  'Shop type': 'दुकान का प्रकार',
  Owner: 'मालिक',
  Applied: 'आवेदन की तारीख',
  Mobile: 'मोबाइल',
  Address: 'पता',
  'Rejected on {when}: {reason}': '{when} को अस्वीकार: {reason}',
  'Open the dealer': 'डीलर खोलें',
  Approve: 'मंज़ूर करें',
  Reject: 'अस्वीकार करें',
  'Approve as dealer': 'डीलर के रूप में मंज़ूर करें',
  'Approved: {business} is now a dealer.': 'मंज़ूर: {business} अब डीलर है।',
  'Not approved': 'मंज़ूर नहीं हुआ',
  'Reason (the applicant reads it)': 'कारण (आवेदक इसे पढ़ेगा)',
  'Reject application': 'आवेदन अस्वीकार करें',
  'Rejected: {business} is told why by email and SMS.':
    'अस्वीकार: {business} को ईमेल और SMS से कारण बताया गया है।',
  'Not rejected': 'अस्वीकार नहीं हुआ',

  // Terms
  'Price tier': 'प्राइस टियर',
  '{name} ({percent}% off list)': '{name} (लिस्ट प्राइस से {percent}% कम)',
  'Credit limit (₹)': 'क्रेडिट सीमा (₹)',
  'Dealer may owe up to {amount}': 'डीलर पर अधिकतम {amount} बकाया हो सकता है',
  'In whole rupees, for example 1,00,000': 'पूरे रुपयों में, जैसे 1,00,000',
  'Payment terms': 'भुगतान की शर्तें',
  Advance: 'अग्रिम',
  'Net 7': 'नेट 7',
  'Net 15': 'नेट 15',
  'Net 30': 'नेट 30',
  'Show in the public dealer locator': 'सार्वजनिक डीलर सूची में दिखाएँ',
  'Listed shops appear on Where to buy with their address; a suspended dealer is hidden.':
    'सूची में शामिल दुकानें "कहाँ से खरीदें" पर अपने पते के साथ दिखती हैं; निलंबित डीलर छिपा रहता है।',
  Terms: 'शर्तें',
  'Save terms': 'शर्तें सहेजें',
  'Terms saved.': 'शर्तें सहेजी गईं।',
  'Nothing changed.': 'कुछ नहीं बदला।',

  // Dealers
  'Loading dealers…': 'डीलर लोड हो रहे हैं…',
  '{count, plural, one {# dealer} other {# dealers}}':
    '{count, plural, one {# डीलर} other {# डीलर}}',
  'No dealers yet: approve an application to make one.':
    'अभी कोई डीलर नहीं: डीलर बनाने के लिए कोई आवेदन मंज़ूर करें।',
  Tier: 'टियर',
  'Credit limit': 'क्रेडिट सीमा',
  'Suspended: {reason}': 'निलंबित: {reason}',
  '← All dealers': '← सभी डीलर',
  'There is no dealer at this address.': 'इस पते पर कोई डीलर नहीं है।',
  'Dealer since': 'डीलर कब से',
  Standing: 'डीलर की स्थिति',
  'A suspended dealer can still browse, but orders on credit are refused with your reason, and the shop leaves the public locator.':
    'निलंबित डीलर प्रोडक्ट देख सकता है, पर उधार पर ऑर्डर आपके कारण के साथ मना कर दिए जाते हैं, और दुकान सार्वजनिक सूची से हट जाती है।',
  'Reason (the dealer sees it)': 'कारण (डीलर इसे देखेगा)',
  'Suspend dealer': 'डीलर निलंबित करें',
  'Dealer suspended.': 'डीलर निलंबित किया गया।',
  'Reinstating lets the dealer order on credit again and lists the shop again if it is shown in the locator.':
    'बहाल करने पर डीलर फिर से उधार पर ऑर्डर कर सकता है, और अगर दुकान सूची में दिखानी है तो वह फिर से दिखती है।',
  'Reinstate dealer': 'डीलर बहाल करें',
  'Dealer reinstated.': 'डीलर बहाल किया गया।',
  Members: 'सदस्य',
  Person: 'व्यक्ति',
  Role: 'भूमिका',
  Status: 'स्थिति',
  'Buyer (may order)': 'खरीदार (ऑर्डर कर सकता है)',
  'Viewer (sees dealer prices)': 'दर्शक (डीलर प्राइस देखता है)',
  Invited: 'आमंत्रित',
  Removed: 'हटाया गया',
  'No members yet.': 'अभी कोई सदस्य नहीं।',

  // Statuses and shop types (src/lib/dealer-desk.ts)
  'Waiting for review': 'जाँच का इंतज़ार',
  Approved: 'मंज़ूर',
  Rejected: 'अस्वीकार',
  Active: 'सक्रिय',
  Suspended: 'निलंबित',
  'Retail counter': 'रिटेल काउंटर',
  Distributor: 'डिस्ट्रीब्यूटर',
  'Service centre': 'सर्विस सेंटर',

  // Checks (src/lib/dealer-desk.ts DEALER_DESK_MESSAGES; the database refuses in the same words)
  'Enter the credit limit in rupees, for example 1,00,000': 'क्रेडिट सीमा रुपयों में लिखें, जैसे 1,00,000',
  'The credit limit is in whole rupees, without paise': 'क्रेडिट सीमा पूरे रुपयों में होती है, पैसे के बिना',
  'The credit limit must be a whole amount from ₹0 to ₹100,00,00,000.':
    'क्रेडिट सीमा ₹0 से ₹100,00,00,000 तक की पूरी राशि होनी चाहिए।',
  'Please choose a price tier.': 'कृपया प्राइस टियर चुनें।',
  'Please choose the payment terms: advance, Net 7, Net 15 or Net 30.':
    'कृपया भुगतान की शर्तें चुनें: अग्रिम, नेट 7, नेट 15 या नेट 30।',
  'Please give the reason for rejecting the application; the applicant is told.':
    'कृपया आवेदन अस्वीकार करने का कारण लिखें; आवेदक को बताया जाएगा।',
  'Please give the reason for suspending the dealer; the dealer sees it.':
    'कृपया डीलर को निलंबित करने का कारण लिखें; डीलर इसे देखेगा।',
  'The reason can be at most 500 characters.': 'कारण अधिकतम 500 अक्षरों का हो सकता है।',
  // The order desk's dealer orders: the e-way bill when shipping, held credit orders
  'E-way bill number': 'ई-वे बिल संख्या',
  'E-way bill number (12 digits)': 'ई-वे बिल संख्या (12 अंक)',
  'This consignment is above ₹50,000 of goods with tax: it needs an e-way bill.':
    'यह खेप कर सहित ₹50,000 के सामान से अधिक है: इसके लिए ई-वे बिल चाहिए।',
  'This consignment is above ₹50,000: enter its 12-digit e-way bill number to ship it.':
    'यह खेप ₹50,000 से अधिक है: भेजने के लिए इसकी 12 अंकों की ई-वे बिल संख्या लिखें।',
  'The e-way bill number must be exactly 12 digits.': 'ई-वे बिल संख्या ठीक 12 अंकों की होनी चाहिए।',
  'Held over the credit limit: approve or reject':
    'क्रेडिट सीमा से अधिक होने पर रुका ऑर्डर: मंज़ूर करें या अस्वीकार करें',
  'You are offline. Approving or rejecting needs a connection.':
    'आप ऑफ़लाइन हैं। मंज़ूर या अस्वीकार करने के लिए इंटरनेट चाहिए।',
  'Reject the order': 'ऑर्डर अस्वीकार करें',
  'Why is it rejected? (the buyer is told)': 'इसे अस्वीकार क्यों किया गया? (खरीदार को बताया जाता है)',
  'Please give a reason for rejecting the order: the buyer is told it.':
    'कृपया ऑर्डर अस्वीकार करने का कारण लिखें: खरीदार को यह बताया जाता है।',
  'Approved: {number} is placed and its stock reserved.':
    'मंज़ूर: {number} दर्ज हो गया और उसका स्टॉक रख लिया गया।',
  'Rejected: {number} is cancelled and the buyer is told why.':
    'अस्वीकार: {number} रद्द हो गया और खरीदार को कारण बताया गया।',

  // The account on the dealer desk: payments, bounced cheques, statements, ageing
  'What each dealer owes by how long it is past due, most overdue first.':
    'हर डीलर पर कितना बकाया है और कितने दिनों से, सबसे पुराना बकाया पहले।',
  'Download CSV': 'CSV डाउनलोड करें',
  'No dealers yet.': 'अभी कोई डीलर नहीं।',
  'Not yet due': 'अभी देय नहीं',
  '{range} days': '{range} दिन',
  Ageing: 'बकाये की उम्र',
  '{amount} recorded.': '{amount} दर्ज हुआ।',
  'Settles {invoices}.': '{invoices} चुकता हुए।',
  '{amount} is kept as an advance.': '{amount} अग्रिम के रूप में रखा गया।',
  'Balance now {balance}.': 'अब शेष {balance}।',
  'Record a payment': 'भुगतान दर्ज करें',
  'Paid by': 'भुगतान का तरीका',
  'Amount received (₹)': 'प्राप्त राशि (₹)',
  'Received on': 'प्राप्ति की तारीख',
  'Cheque date': 'चेक की तारीख',
  'Note (optional)': 'टिप्पणी (वैकल्पिक)',
  'The payment settles the oldest unpaid invoices first; what is left is kept as an advance for the next invoice.':
    'भुगतान पहले सबसे पुराने बकाया इनवॉइस चुकाता है; जो बचता है वह अगले इनवॉइस के लिए अग्रिम रहता है।',
  'Record payment': 'भुगतान दर्ज करें',
  'Bounced…': 'बाउंस हुआ…',
  'Why the cheque bounced': 'चेक क्यों बाउंस हुआ',
  'Mark as bounced': 'बाउंस दर्ज करें',
  'Statement sent to {recipients}.': 'विवरण {recipients} को भेजा गया।',
  'Send statement to the dealer': 'डीलर को विवरण भेजें',
  'UPI UTR (12 digits)': 'UPI UTR (12 अंक)',
  'NEFT/RTGS UTR': 'NEFT/RTGS UTR',
  'Cheque number (6 digits)': 'चेक नंबर (6 अंक)',
  'Receipt number (optional)': 'रसीद नंबर (वैकल्पिक)',
  'Choose how the dealer paid: UPI, NEFT/RTGS, cheque or cash.':
    'चुनें कि डीलर ने कैसे भुगतान किया: UPI, NEFT/RTGS, चेक या नकद।',
  "A UPI payment needs its 12-digit UTR (the bank's transaction reference).":
    'UPI भुगतान के लिए उसका 12 अंकों का UTR (बैंक का लेनदेन संदर्भ) चाहिए।',
  'The UPI UTR must be 12 digits.': 'UPI UTR 12 अंकों का होना चाहिए।',
  "A NEFT or RTGS payment needs the bank's UTR: 16 to 22 letters and digits.":
    'NEFT या RTGS भुगतान के लिए बैंक का UTR चाहिए: 16 से 22 अक्षर और अंक।',
  'A cheque needs its 6-digit cheque number.': 'चेक के लिए उसका 6 अंकों का चेक नंबर चाहिए।',
  'A cash receipt number is at most 40 characters.': 'नकद रसीद नंबर अधिकतम 40 अक्षरों का हो सकता है।',
  'Enter the amount received in rupees, for example 25,000 or 25,000.50.':
    'प्राप्त राशि रुपयों में लिखें, जैसे 25,000 या 25,000.50।',
  'Cash of ₹2,00,000 or more in one payment is not allowed (Income Tax Act, section 269ST): take it by bank transfer or cheque.':
    'एक भुगतान में ₹2,00,000 या उससे अधिक नकद की अनुमति नहीं है (आयकर अधिनियम, धारा 269ST): इसे बैंक ट्रांसफर या चेक से लें।',
  'Please give the day the payment was received.': 'कृपया भुगतान मिलने की तारीख दें।',
  'The payment is dated {date}, which is in the future: give the day it was received.':
    'भुगतान की तारीख {date} है, जो भविष्य में है: जिस दिन मिला वह तारीख दें।',
  'A cheque needs its date.': 'चेक की तारीख चाहिए।',
  'This cheque is post-dated ({date}): record it on or after its date.':
    'यह चेक आगे की तारीख ({date}) का है: इसे उस तारीख को या उसके बाद दर्ज करें।',
  'This cheque is dated {date}, more than three months before it was received: a bank will not pay it.':
    'यह चेक {date} का है, मिलने से तीन महीने से ज़्यादा पहले का: बैंक इसका भुगतान नहीं करेगा।',
  'The note can be at most 500 characters.': 'टिप्पणी अधिकतम 500 अक्षरों की हो सकती है।',
  'Please give the reason the cheque bounced (at least 3 characters).':
    'कृपया चेक बाउंस होने का कारण दें (कम से कम 3 अक्षर)।',
  'Saved on this device: the payment is recorded once you are back online, and settles the oldest invoices then.':
    'इस डिवाइस पर सहेजा गया: ऑनलाइन होते ही भुगतान दर्ज होगा और तब सबसे पुराने इनवॉइस चुकाएगा।',
  'Collected on this device, not yet recorded:': 'इस डिवाइस पर लिया गया, अभी दर्ज नहीं हुआ:',
  'Refused: {reason}': 'अस्वीकार: {reason}',
  'waiting for a connection': 'इंटरनेट की प्रतीक्षा',
  'Save on this device': 'इस डिवाइस पर सहेजें',

  // The Prices tab: the dealer price grid
  Prices: 'दाम',
  '{tier}: 5 % more on every product, as drafts. Check them, then publish.':
    '{tier}: हर उत्पाद पर 5 % ज़्यादा, ड्राफ़्ट के रूप में। जाँचें, फिर प्रकाशित करें।',
  '{count} prices published. Dealers’ phones show them when next online.':
    '{count} दाम प्रकाशित हुए। डीलरों के फ़ोन अगली बार ऑनलाइन होने पर इन्हें दिखाएँगे।',
  'A price typed here is a draft until you publish; an empty cell takes the tier’s own discount.':
    'यहाँ लिखा दाम प्रकाशित करने तक ड्राफ़्ट रहता है; खाली खाना टियर की अपनी छूट लेता है।',
  'Find a product': 'उत्पाद खोजें',
  '{count, plural, =0 {No drafts} one {# draft} other {# drafts}} not published':
    '{count, plural, =0 {कोई ड्राफ़्ट नहीं} one {# ड्राफ़्ट} other {# ड्राफ़्ट}} प्रकाशित नहीं',
  'Discard drafts': 'ड्राफ़्ट हटाएँ',
  Publish: 'प्रकाशित करें',
  'Dealer prices': 'डीलर दाम',
  'List price': 'सूची दाम',
  '{percent}% off list': 'सूची से {percent}% छूट',
  '+5 % on this tier': 'इस टियर पर +5 %',
  '{product}, {tier} price': '{product}, {tier} दाम',
  'now {price}': 'अभी {price}',
  'Showing {shown} of {total} products; find a product to see the rest.':
    '{total} में से {shown} उत्पाद दिख रहे हैं; बाकी देखने के लिए उत्पाद खोजें।',
  'Loading dealer prices…': 'डीलर दाम लोड हो रहे हैं…',
  'Enter the dealer price in rupees, for example 9,999.': 'डीलर दाम रुपयों में लिखें, जैसे 9,999।',
  'Above the list price ({list}).': 'सूची दाम ({list}) से ज़्यादा।',
};

export default hindi;
