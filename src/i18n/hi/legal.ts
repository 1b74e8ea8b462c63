// Hindi for the 'legal' area (src/i18n/index.ts says which texts go where). Keys are the English
// texts exactly as t() is called with them; values keep every {placeholder} of the key.
import type { Catalogue } from '../message-catalogue.ts';

const hindi: Catalogue = {
  // src/ui/legal-page.tsx
  'Last updated {date}': 'अंतिम अपडेट {date}',
  // src/pages/privacy-policy-page.tsx
  'Who we are': 'हम कौन हैं',
  'This website and app are run by MGRID Tools Pvt. Ltd., a company registered in India with its office in Mumbai, Maharashtra ("MGRID", "we", "us"). We are the data fiduciary for the personal data described here, under the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.':
    'यह वेबसाइट और ऐप MGRID टूल्स Pvt. Ltd. चलाती है, जो भारत में पंजीकृत कंपनी है और जिसका कार्यालय मुंबई, महाराष्ट्र में है ("MGRID", "हम", "हमें")। यहाँ बताए गए व्यक्तिगत डेटा के लिए, डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 और सूचना प्रौद्योगिकी अधिनियम, 2000 के तहत, हम डेटा फ़िड्यूशरी हैं।',
  'What we collect': 'हम क्या जानकारी लेते हैं',
  'Orders: your name, mobile number, email (if you give it), delivery address, the products you buy and how you pay (cash on delivery or UPI). We never see or store your UPI PIN or bank details.':
    'ऑर्डर: आपका नाम, मोबाइल नंबर, ईमेल (यदि आप दें), डिलीवरी का पता, आपके खरीदे गए प्रोडक्ट और भुगतान का तरीका (कैश ऑन डिलीवरी या UPI)। हम आपका UPI PIN या बैंक विवरण कभी नहीं देखते और न ही सेव करते हैं।',
  'Enquiries: what you type into the contact form, a service request, a "notify me" request or the assistant chat, with your name, email, phone and company if you give them.':
    'पूछताछ: संपर्क फ़ॉर्म, सर्विस अनुरोध, "मुझे सूचित करें" अनुरोध या असिस्टेंट चैट में आप जो लिखते हैं, और आपका नाम, ईमेल, फ़ोन और कंपनी, यदि आप दें।',
  'Newsletter: your email address.': 'न्यूज़लेटर: आपका ईमेल पता।',
  'Product registration: your name, phone, email (if given), the product, its serial number, purchase date, dealer and invoice number.':
    'प्रोडक्ट रजिस्ट्रेशन: आपका नाम, फ़ोन, ईमेल (यदि दिया हो), प्रोडक्ट, उसका सीरियल नंबर, खरीद की तारीख, डीलर और इनवॉइस नंबर।',
  'Technical data: your browser name, the page that referred you and, only if you allow it, your approximate location to show dealers near you. Your location is used on your device and is not sent to us.':
    'तकनीकी डेटा: आपके ब्राउज़र का नाम, वह पेज जिससे आप यहाँ आए और, केवल आपकी अनुमति होने पर, आपके पास के डीलर दिखाने के लिए आपकी अनुमानित लोकेशन। आपकी लोकेशन आपके डिवाइस पर ही इस्तेमाल होती है और हमें नहीं भेजी जाती।',
  'Analytics: only if you accept analytics cookies, Google Analytics records pages visited and device type (see our Cookie Policy).':
    'एनालिटिक्स: केवल तब, जब आप एनालिटिक्स कुकीज़ स्वीकार करें, Google एनालिटिक्स देखे गए पेज और डिवाइस का प्रकार दर्ज करता है (हमारी कुकी नीति देखें)।',
  'Why we use it': 'हम इसका उपयोग क्यों करते हैं',
  'To deliver your order, send the GST invoice, and arrange payment and delivery.':
    'आपका ऑर्डर डिलीवर करने, GST इनवॉइस भेजने और भुगतान व डिलीवरी की व्यवस्था करने के लिए।',
  'To answer your enquiry, call you back or send a quotation you asked for.':
    'आपकी पूछताछ का जवाब देने, आपको वापस कॉल करने या आपका माँगा हुआ कोटेशन भेजने के लिए।',
  'To register your warranty and handle repairs and service.':
    'आपकी वारंटी रजिस्टर करने और रिपेयर व सर्विस संभालने के लिए।',
  'To send the newsletter you subscribed to; every issue has an unsubscribe link.':
    'आपके सब्सक्राइब किए गए न्यूज़लेटर को भेजने के लिए; हर अंक में अनसब्सक्राइब करने का लिंक होता है।',
  'To keep the shop secure and to meet our legal duties, such as keeping tax records.':
    'दुकान को सुरक्षित रखने और अपने कानूनी दायित्व पूरे करने के लिए, जैसे टैक्स रिकॉर्ड रखना।',
  'Data kept on your device': 'आपके डिवाइस पर रखा गया डेटा',
  "The shop works without a network. To do this it keeps the catalogue, your cart and anything you submit on your device until it has been sent to us. Details are in our Cookie Policy. You can remove them at any time by clearing this site's data in your browser settings.":
    'यह दुकान बिना नेटवर्क के भी काम करती है। इसके लिए यह कैटलॉग, आपका कार्ट और आपके द्वारा भेजी गई हर चीज़ को तब तक आपके डिवाइस पर रखती है, जब तक वह हमें भेज न दी जाए। इसका विवरण हमारी कुकी नीति में है। आप अपने ब्राउज़र की सेटिंग में इस साइट का डेटा साफ़ करके इन्हें कभी भी हटा सकते हैं।',
  'Who we share it with': 'हम इसे किसके साथ साझा करते हैं',
  'We share only what is needed: with courier partners to deliver your order, with our authorised dealers and service centres when you ask to be contacted by one or send a tool for repair, with our cloud hosting provider that stores our database, and with government authorities when the law requires. We do not sell personal data.':
    'हम केवल उतना ही साझा करते हैं जितना ज़रूरी है: आपका ऑर्डर डिलीवर करने के लिए कूरियर पार्टनर के साथ, हमारे अधिकृत डीलरों और सर्विस सेंटरों के साथ जब आप उनमें से किसी से संपर्क करवाना चाहें या कोई टूल रिपेयर के लिए भेजें, हमारे डेटाबेस को रखने वाले क्लाउड होस्टिंग प्रदाता के साथ, और सरकारी अधिकारियों के साथ जब कानून ऐसा माँगे। हम व्यक्तिगत डेटा नहीं बेचते।',
  'How long we keep it': 'हम इसे कितने समय तक रखते हैं',
  'Order and invoice records are kept for eight years, as Indian tax law requires. Enquiries are kept for up to three years after our last contact with you. Warranty registrations are kept for the warranty period plus one year. Newsletter subscriptions are kept until you unsubscribe.':
    'भारतीय टैक्स कानून के अनुसार ऑर्डर और इनवॉइस के रिकॉर्ड आठ साल तक रखे जाते हैं। पूछताछ आपसे हमारे आखिरी संपर्क के बाद तीन साल तक रखी जाती है। वारंटी रजिस्ट्रेशन वारंटी की अवधि और उसके बाद एक साल तक रखे जाते हैं। न्यूज़लेटर सब्सक्रिप्शन तब तक रखे जाते हैं जब तक आप अनसब्सक्राइब न करें।',
  'Your rights': 'आपके अधिकार',
  'You may ask to see the personal data we hold about you, have it corrected or completed, have it erased when we no longer need it, and withdraw any consent you gave. You may also nominate someone to exercise these rights for you. Write to us from our Contact page; we answer within 30 days.':
    'आप हमसे कह सकते हैं कि हमारे पास आपका जो व्यक्तिगत डेटा है वह आपको दिखाया जाए, उसे सुधारा या पूरा किया जाए, जब हमें उसकी ज़रूरत न रहे तो उसे मिटा दिया जाए, और आप अपनी दी हुई कोई भी सहमति वापस ले सकते हैं। आप अपनी ओर से इन अधिकारों का उपयोग करने के लिए किसी व्यक्ति को नामित भी कर सकते हैं। हमारे संपर्क पेज से हमें लिखें; हम 30 दिनों के भीतर जवाब देते हैं।',
  'Grievance officer': 'शिकायत अधिकारी',
  'If you have a concern about how we handle your data, contact our Grievance Officer through the Contact page, marking your message "Privacy". We acknowledge complaints within 48 hours and resolve them within 30 days. If you are not satisfied, you may approach the Data Protection Board of India.':
    'यदि आपको इस बारे में कोई चिंता है कि हम आपका डेटा कैसे संभालते हैं, तो संपर्क पेज के माध्यम से हमारे शिकायत अधिकारी से संपर्क करें और अपने संदेश पर "गोपनीयता" लिखें। हम शिकायतों की पावती 48 घंटों के भीतर देते हैं और उनका समाधान 30 दिनों के भीतर करते हैं। यदि आप संतुष्ट नहीं हैं, तो आप भारतीय डेटा संरक्षण बोर्ड से संपर्क कर सकते हैं।',
  Changes: 'बदलाव',
  'We will post any change to this policy on this page with a new date. Significant changes will also be shown on the site before they apply.':
    'इस नीति में कोई भी बदलाव हम इसी पेज पर नई तारीख के साथ प्रकाशित करेंगे। बड़े बदलाव लागू होने से पहले साइट पर भी दिखाए जाएँगे।',
  'How MGRID collects, uses, stores and protects your personal data when you shop, enquire or register a product.':
    'जब आप खरीदारी करते हैं, पूछताछ करते हैं या कोई प्रोडक्ट रजिस्टर करते हैं, तब MGRID आपका व्यक्तिगत डेटा कैसे लेता है, उपयोग करता है, रखता है और सुरक्षित रखता है।',
  'We collect only what we need to sell, deliver and support your measuring tools, and we explain here what that is, why, and what you can do about it.':
    'हम केवल वही जानकारी लेते हैं जो आपके मापने वाले टूल बेचने, डिलीवर करने और उनकी सहायता के लिए ज़रूरी है, और यहाँ बताते हैं कि वह क्या है, क्यों ली जाती है, और आप इस बारे में क्या कर सकते हैं।',
  // src/pages/terms-of-service-page.tsx
  'About these terms': 'इन शर्तों के बारे में',
  'These terms apply when you browse or buy on the MGRID website or app, run by MGRID Tools Pvt. Ltd., Mumbai, Maharashtra. By placing an order you agree to them. They do not affect your rights under the Consumer Protection Act, 2019 and the Consumer Protection (E-Commerce) Rules, 2020.':
    'ये शर्तें तब लागू होती हैं जब आप MGRID की वेबसाइट या ऐप पर ब्राउज़ करते हैं या खरीदारी करते हैं, जिसे MGRID टूल्स Pvt. Ltd., मुंबई, महाराष्ट्र चलाती है। ऑर्डर करके आप इन शर्तों से सहमत होते हैं। ये उपभोक्ता संरक्षण अधिनियम, 2019 और उपभोक्ता संरक्षण (ई-कॉमर्स) नियम, 2020 के तहत आपके अधिकारों पर कोई असर नहीं डालतीं।',
  'Prices and GST': 'कीमतें और GST',
  'Prices are in Indian rupees. Each product page says whether its price includes GST or whether GST is added at checkout.':
    'कीमतें भारतीय रुपये में हैं। हर प्रोडक्ट पेज पर बताया गया है कि उसकी कीमत में GST शामिल है या GST चेकआउट पर जोड़ा जाता है।',
  'The MRP shown is the maximum retail price printed on the pack; the discount is the difference between the MRP and our price.':
    'दिखाया गया MRP पैक पर छपा अधिकतम खुदरा मूल्य है; छूट MRP और हमारी कीमत के बीच का अंतर है।',
  'Bulk prices apply automatically when you order the stated quantity or more of one product.':
    'जब आप किसी एक प्रोडक्ट की बताई गई मात्रा या उससे ज़्यादा ऑर्डर करते हैं, तो थोक कीमतें अपने आप लागू हो जाती हैं।',
  'Your GST invoice shows CGST and SGST for delivery within Maharashtra and IGST for delivery to other states, with the HSN code of each item.':
    'आपके GST इनवॉइस में महाराष्ट्र के भीतर डिलीवरी के लिए CGST और SGST, और दूसरे राज्यों में डिलीवरी के लिए IGST दिखाया जाता है, साथ में हर आइटम का HSN कोड।',
  'If a price on the site is wrong because of an obvious error, we will tell you before dispatch and you may cancel with a full refund.':
    'यदि किसी स्पष्ट गलती के कारण साइट पर कोई कीमत गलत है, तो हम डिस्पैच से पहले आपको बताएँगे और आप पूरे रिफ़ंड के साथ ऑर्डर रद्द कर सकते हैं।',
  Orders: 'ऑर्डर',
  'An order is an offer to buy. We confirm it by phone, SMS or email before dispatch. We may decline an order, for example when a product is out of stock or an address cannot be served; any amount you paid is then refunded in full within 7 working days.':
    'ऑर्डर खरीदने का एक प्रस्ताव है। हम डिस्पैच से पहले फ़ोन, SMS या ईमेल से इसकी पुष्टि करते हैं। हम कोई ऑर्डर अस्वीकार कर सकते हैं, उदाहरण के लिए जब कोई प्रोडक्ट स्टॉक में न हो या किसी पते पर डिलीवरी संभव न हो; तब आपके द्वारा चुकाई गई पूरी राशि 7 कार्य दिवसों के भीतर वापस कर दी जाती है।',
  'Orders placed while your device is offline are saved on the device and sent to us automatically when it reconnects. The order is placed when we receive it, and the prices and totals are those we confirm on receipt.':
    'जब आपका डिवाइस ऑफ़लाइन हो, तब किए गए ऑर्डर डिवाइस पर सेव हो जाते हैं और दोबारा कनेक्ट होते ही अपने आप हमें भेज दिए जाते हैं। ऑर्डर तब माना जाता है जब वह हमें मिलता है, और कीमतें व कुल राशि वही होती हैं जिनकी पुष्टि हम ऑर्डर मिलने पर करते हैं।',
  Payment: 'भुगतान',
  'Cash on delivery: pay the courier in cash or by UPI when the parcel arrives.':
    'कैश ऑन डिलीवरी: पार्सल आने पर कूरियर को नकद या UPI से भुगतान करें।',
  'UPI: pay the exact order total to the UPI id shown at checkout, quoting your order number. We dispatch once the payment is received.':
    'UPI: चेकआउट पर दिखाई गई UPI आईडी पर ऑर्डर की सटीक कुल राशि का भुगतान करें और अपना ऑर्डर नंबर लिखें। भुगतान मिलते ही हम ऑर्डर डिस्पैच करते हैं।',
  'Delivery is free on orders of ₹5,000 or more; below that a delivery fee of ₹150 applies, as shown in your cart.':
    '₹5,000 या उससे ज़्यादा के ऑर्डर पर डिलीवरी मुफ़्त है; इससे कम पर ₹150 डिलीवरी शुल्क लगता है, जैसा आपके कार्ट में दिखाया जाता है।',
  'We usually deliver in 2-5 business days in metro cities and 5-7 business days elsewhere in India.':
    'हम आम तौर पर मेट्रो शहरों में 2-5 कार्य दिवसों में और भारत में बाकी जगहों पर 5-7 कार्य दिवसों में डिलीवरी करते हैं।',
  "Please check the parcel when it arrives and note any visible damage on the courier's receipt.":
    'कृपया पार्सल आने पर उसे जाँच लें और कोई भी दिखने वाला नुकसान कूरियर की रसीद पर लिखवाएँ।',
  'Returns, replacements and refunds': 'रिटर्न, रिप्लेसमेंट और रिफ़ंड',
  'If a product arrives damaged, defective or different from what you ordered, tell us within 7 days of delivery and we will replace it or refund you in full, including delivery charges. Unused products in their original, sealed packaging may be returned within 7 days for a refund of the product price. Refunds are made to the original payment method, or by bank transfer for cash on delivery, within 7 working days of our receiving the return.':
    'यदि कोई प्रोडक्ट खराब, दोषपूर्ण या आपके ऑर्डर से अलग पहुँचता है, तो डिलीवरी के 7 दिनों के भीतर हमें बताएँ; हम उसे बदल देंगे या डिलीवरी शुल्क सहित पूरा रिफ़ंड देंगे। बिना इस्तेमाल किए गए प्रोडक्ट, जो अपनी मूल सील बंद पैकिंग में हों, प्रोडक्ट की कीमत के रिफ़ंड के लिए 7 दिनों के भीतर लौटाए जा सकते हैं। रिफ़ंड भुगतान के मूल तरीके से, या कैश ऑन डिलीवरी के लिए बैंक ट्रांसफ़र से, लौटाया गया सामान हमें मिलने के 7 कार्य दिवसों के भीतर किया जाता है।',
  Warranty: 'वारंटी',
  'Every MGRID tool carries a 2-year warranty from the date of purchase against defects in materials and workmanship, covering repair or replacement and recalibration. It does not cover damage from drops beyond the rated height, water beyond the rated IP class, opening the tool, or normal wear of batteries and accessories. Register your product on the Product Registration page to make claims quicker.':
    'हर MGRID टूल पर खरीद की तारीख से 2 साल की वारंटी है, जो सामग्री और कारीगरी की खराबी पर रिपेयर या रिप्लेसमेंट और दोबारा कैलिब्रेशन को कवर करती है। यह तय ऊँचाई से ज़्यादा ऊपर से गिरने, तय IP श्रेणी से ज़्यादा पानी, टूल को खोलने, या बैटरी और एक्सेसरी के सामान्य घिसाव से हुए नुकसान को कवर नहीं करती। क्लेम जल्दी निपटाने के लिए अपने प्रोडक्ट को प्रोडक्ट रजिस्ट्रेशन पेज पर रजिस्टर करें।',
  'Laser safety': 'लेज़र सुरक्षा',
  "MGRID lasers are Class 2 laser products. Never look into the beam or point it at anyone's eyes, and keep the tools away from children. Read the safety leaflet in the box before use.":
    'MGRID लेज़र क्लास 2 लेज़र प्रोडक्ट हैं। बीम में कभी न देखें और न ही उसे किसी की आँखों की ओर करें, और टूल बच्चों से दूर रखें। इस्तेमाल से पहले डिब्बे में रखी सुरक्षा पर्ची पढ़ें।',
  'Use of the site': 'साइट का उपयोग',
  'Do not misuse the site: no attempts to break its security, scrape it at a rate that harms it, or submit false orders or enquiries. Product names, photographs and text on the site belong to MGRID and may not be copied for commercial use without our written permission.':
    'साइट का दुरुपयोग न करें: इसकी सुरक्षा तोड़ने की कोशिश, इसे नुकसान पहुँचाने वाली दर से डेटा निकालना, या झूठे ऑर्डर या पूछताछ भेजना मना है। साइट पर प्रोडक्ट के नाम, फ़ोटो और टेक्स्ट MGRID के हैं और हमारी लिखित अनुमति के बिना व्यावसायिक उपयोग के लिए कॉपी नहीं किए जा सकते।',
  Liability: 'दायित्व',
  'Our liability for any order is limited to the amount you paid for it, except where the law does not allow such a limit, such as for death or personal injury caused by negligence.':
    'किसी भी ऑर्डर के लिए हमारा दायित्व उस राशि तक सीमित है जो आपने उसके लिए चुकाई है, सिवाय वहाँ के जहाँ कानून ऐसी सीमा की अनुमति नहीं देता, जैसे लापरवाही से हुई मृत्यु या व्यक्तिगत चोट के मामले में।',
  'Law and disputes': 'कानून और विवाद',
  'These terms are governed by the laws of India. We will try to resolve any complaint directly; write to us through the Contact page. Courts in Mumbai, Maharashtra have jurisdiction, without affecting your right to approach a consumer commission near you.':
    'ये शर्तें भारत के कानूनों के अधीन हैं। हम किसी भी शिकायत को सीधे सुलझाने की कोशिश करेंगे; संपर्क पेज के माध्यम से हमें लिखें। मुंबई, महाराष्ट्र की अदालतों को अधिकार क्षेत्र प्राप्त है, और इससे आपके पास के उपभोक्ता आयोग में जाने के आपके अधिकार पर कोई असर नहीं पड़ता।',
  'The terms for buying from MGRID: prices and GST, orders, payment, delivery, returns, warranty and laser safety.':
    'MGRID से खरीदारी की शर्तें: कीमतें और GST, ऑर्डर, भुगतान, डिलीवरी, रिटर्न, वारंटी और लेज़र सुरक्षा।',
  'The plain-language terms for using our site and buying MGRID tools. Please read them before you order.':
    'हमारी साइट के उपयोग और MGRID टूल खरीदने की सरल भाषा में शर्तें। कृपया ऑर्डर करने से पहले इन्हें पढ़ें।',
  // src/pages/cookie-policy-page.tsx
  'What this policy covers': 'यह नीति किन बातों पर लागू है',
  "Cookies are small files a website leaves in your browser. Our shop uses very few of them; most of what it keeps on your device is in the browser's own storage (IndexedDB, session storage, local storage and the offline cache), so that it works quickly and without a network. This page lists all of it.":
    'कुकीज़ छोटी फ़ाइलें होती हैं जो कोई वेबसाइट आपके ब्राउज़र में छोड़ती है। हमारी दुकान इनका बहुत कम उपयोग करती है; यह आपके डिवाइस पर जो कुछ रखती है, उसका ज़्यादातर हिस्सा ब्राउज़र के अपने स्टोरेज (IndexedDB, सेशन स्टोरेज, लोकल स्टोरेज और ऑफ़लाइन कैश) में रहता है, ताकि दुकान तेज़ी से और बिना नेटवर्क के भी काम करे। यह पेज इन सबकी सूची देता है।',
  'Strictly necessary storage (always on)': 'बिल्कुल ज़रूरी स्टोरेज (हमेशा चालू)',
  'These make the shop work and cannot be switched off here. None of them track you across other websites.':
    'इनसे दुकान काम करती है और इन्हें यहाँ बंद नहीं किया जा सकता। इनमें से कोई भी दूसरी वेबसाइटों पर आपको ट्रैक नहीं करता।',
  'IndexedDB databases named "rxdb-dexie-mgrid-…": a copy of the catalogue, services, dealer list, banners and shop settings, so pages open offline, with the bookkeeping of what was last fetched; your cart, so it survives closing the browser; and the orders, enquiries and product registrations you submit, kept until they reach us and then for 7 days as your on-device record. Staff accounts also keep unpublished product edits here, and the pictures added to them in "mgrid-draft-images" until they are published.':
    '"rxdb-dexie-mgrid-…" नाम के IndexedDB डेटाबेस: कैटलॉग, सर्विस, डीलर सूची, बैनर और दुकान की सेटिंग की एक कॉपी, ताकि पेज ऑफ़लाइन खुलें, साथ में यह हिसाब कि आखिरी बार क्या लाया गया था; आपका कार्ट, ताकि ब्राउज़र बंद करने के बाद भी बना रहे; और आपके भेजे गए ऑर्डर, पूछताछ और प्रोडक्ट रजिस्ट्रेशन, जो हम तक पहुँचने तक और फिर 7 दिनों तक आपके डिवाइस पर आपके रिकॉर्ड के रूप में रखे जाते हैं। स्टाफ़ अकाउंट यहाँ बिना प्रकाशित प्रोडक्ट बदलाव भी रखते हैं, और उनमें जोड़ी गई तस्वीरें "mgrid-draft-images" में, जब तक वे प्रकाशित न हो जाएँ।',
  'Session storage "mgrid:dismissed-banners": which promotional banners you closed, so they stay closed until you close the tab.':
    'सेशन स्टोरेज "mgrid:dismissed-banners": आपने कौन-से प्रमोशनल बैनर बंद किए, ताकि टैब बंद करने तक वे बंद ही रहें।',
  'Session storage "react-router-scroll-positions": where you had scrolled on each page, so Back returns you to the same place. Cleared when you close the tab.':
    'सेशन स्टोरेज "react-router-scroll-positions": आपने हर पेज पर कहाँ तक स्क्रॉल किया था, ताकि वापस जाने पर आप उसी जगह पहुँचें। टैब बंद करने पर साफ़ हो जाता है।',
  'Local storage "mgrid:recently-viewed": the last 8 products you opened, shown as "Recently viewed" on product pages. It stays on this device and is never sent to us.':
    'लोकल स्टोरेज "mgrid:recently-viewed": आपके खोले गए आखिरी 8 प्रोडक्ट, जो प्रोडक्ट पेजों पर "हाल ही में देखे गए" में दिखते हैं। यह इसी डिवाइस पर रहता है और हमें कभी नहीं भेजा जाता।',
  'Local storage "mgrid:careers-positions": the open positions last shown on the Careers page, so the page shows them offline too.':
    'लोकल स्टोरेज "mgrid:careers-positions": करियर पेज पर आखिरी बार दिखाई गई खाली जगहें, ताकि पेज उन्हें ऑफ़लाइन भी दिखा सके।',
  'Local storage "mgrid:cookie-consent": whether you accepted or declined analytics cookies, so we do not ask on every visit.':
    'लोकल स्टोरेज "mgrid:cookie-consent": आपने एनालिटिक्स कुकीज़ स्वीकार कीं या अस्वीकार, ताकि हम हर बार न पूछें।',
  'Local storage "mgrid:error-reports": only if you accepted the cookie notice, reports of errors the shop hit on this device (what failed, on which page, in which version, and your browser\'s name; never your details, searches or order numbers) while they wait for a connection, at most 20, removed once sent.':
    'लोकल स्टोरेज "mgrid:error-reports": केवल तब, जब आपने कुकी सूचना स्वीकार की हो, इस डिवाइस पर दुकान में आई गड़बड़ियों की रिपोर्ट (क्या विफल हुआ, किस पेज पर, किस वर्ज़न में, और आपके ब्राउज़र का नाम; आपकी जानकारी, खोज या ऑर्डर नंबर कभी नहीं) जब तक वे कनेक्शन का इंतज़ार करती हैं, ज़्यादा से ज़्यादा 20, भेजे जाने पर हटा दी जाती हैं।',
  'Local storage "mgrid:purchases-pending": only if you accepted the cookie notice, the ids of orders you placed on this device whose purchase is counted in analytics once we have received them (at once online, later for an order placed offline); removed when counted.':
    'लोकल स्टोरेज "mgrid:purchases-pending": केवल तब, जब आपने कुकी सूचना स्वीकार की हो, इस डिवाइस से किए गए उन ऑर्डरों की आईडी जिनकी खरीद हमें मिलने के बाद एनालिटिक्स में गिनी जाती है (ऑनलाइन होने पर तुरंत, ऑफ़लाइन किए गए ऑर्डर के लिए बाद में); गिने जाने पर हटा दी जाती है।',
  'Local storage "mgrid:install-dismissed": only if you chose "Not now" or "Got it" on the offer to install the app, so it is not offered again.':
    'लोकल स्टोरेज "mgrid:install-dismissed": केवल तब, जब आपने ऐप इंस्टॉल करने के सुझाव पर "अभी नहीं" या "ठीक है" चुना हो, ताकि यह सुझाव दोबारा न दिखे।',
  'Session storage "mgrid:updated-from": for a moment during an app update you accepted, so the shop can say what changed once it has reloaded.':
    'सेशन स्टोरेज "mgrid:updated-from": आपके स्वीकार किए गए ऐप अपडेट के दौरान कुछ पल के लिए, ताकि दोबारा लोड होने के बाद दुकान बता सके कि क्या बदला।',
  'Local storage "sb-…-auth-token": only when you sign in, your sign-in session, removed when you sign out.':
    'लोकल स्टोरेज "sb-…-auth-token": केवल साइन इन करने पर, आपका साइन-इन सेशन, साइन आउट करने पर हटा दिया जाता है।',
  "Offline cache (service worker): the app's own files and the product pictures you have viewed, so the shop opens without a network. Pictures are kept for up to 30 days.":
    'ऑफ़लाइन कैश (सर्विस वर्कर): ऐप की अपनी फ़ाइलें और आपके देखे गए प्रोडक्ट की तस्वीरें, ताकि दुकान बिना नेटवर्क के खुले। तस्वीरें 30 दिनों तक रखी जाती हैं।',
  'Analytics cookies (only with your consent)': 'एनालिटिक्स कुकीज़ (केवल आपकी सहमति से)',
  'If you choose "Accept" on the cookie notice, and only then, we load Google Analytics, which sets the cookies "_ga" and "_ga_<id>" for up to 2 years to count visits and see which pages are useful. Google processes this data for us; IP addresses are not stored in full. With the same consent, an error on this device is reported to us (what failed, on which page, in which app version and browser; addresses lose their search part, and email addresses, phone numbers, order numbers and sign-in tokens are removed first) so we can fix it; the reports are read only by our site administrator. If you choose "Decline", or do not choose, no analytics script is loaded, no analytics cookie is set and no error report is sent.':
    'यदि आप कुकी सूचना पर "स्वीकार करें" चुनते हैं, और केवल तभी, हम Google एनालिटिक्स लोड करते हैं, जो विज़िट गिनने और यह देखने के लिए कि कौन-से पेज उपयोगी हैं, 2 साल तक के लिए "_ga" और "_ga_<id>" कुकीज़ सेट करता है। Google यह डेटा हमारे लिए प्रोसेस करता है; IP पते पूरे सेव नहीं किए जाते। इसी सहमति से, इस डिवाइस पर आई कोई गड़बड़ी हमें रिपोर्ट की जाती है (क्या विफल हुआ, किस पेज पर, ऐप के किस वर्ज़न और ब्राउज़र में; पतों से उनका खोज वाला हिस्सा हटा दिया जाता है, और ईमेल पते, फ़ोन नंबर, ऑर्डर नंबर और साइन-इन टोकन पहले ही हटा दिए जाते हैं) ताकि हम उसे ठीक कर सकें; ये रिपोर्ट केवल हमारे साइट एडमिनिस्ट्रेटर पढ़ते हैं। यदि आप "अस्वीकार करें" चुनते हैं, या कुछ नहीं चुनते, तो कोई एनालिटिक्स स्क्रिप्ट लोड नहीं होती, कोई एनालिटिक्स कुकी सेट नहीं होती और कोई गड़बड़ी रिपोर्ट नहीं भेजी जाती।',
  'No advertising cookies': 'कोई विज्ञापन कुकी नहीं',
  'We do not use advertising, retargeting or social-media tracking cookies. Links to our social pages are plain links; nothing from those sites loads until you click them.':
    'हम विज्ञापन, रीटारगेटिंग या सोशल मीडिया ट्रैकिंग कुकीज़ का उपयोग नहीं करते। हमारे सोशल पेजों के लिंक सामान्य लिंक हैं; जब तक आप उन पर क्लिक न करें, उन साइटों से कुछ भी लोड नहीं होता।',
  'Changing your mind': 'अपना फ़ैसला बदलना',
  "To withdraw consent for analytics, or to remove everything the shop keeps on your device, clear this site's data in your browser settings (in Chrome: Settings, Privacy and security, Site settings, View permissions and data stored across sites). Unsent orders or enquiries would then be lost, so please wait until the sync indicator shows nothing waiting. The cookie notice will appear again on your next visit.":
    'एनालिटिक्स के लिए सहमति वापस लेने, या दुकान द्वारा आपके डिवाइस पर रखी हर चीज़ हटाने के लिए, अपने ब्राउज़र की सेटिंग में इस साइट का डेटा साफ़ करें (क्रोम में: सेटिंग, निजता और सुरक्षा, साइट सेटिंग, सभी साइटों पर सेव की गई अनुमतियाँ और डेटा देखें)। तब बिना भेजे गए ऑर्डर या पूछताछ खो जाएँगे, इसलिए कृपया तब तक रुकें जब तक सिंक संकेतक में कुछ भी बाकी न दिखे। आपकी अगली विज़िट पर कुकी सूचना फिर से दिखेगी।',
  'Questions about this policy can be sent through our Contact page. See also our Privacy Policy for how we use the personal data you give us.':
    'इस नीति के बारे में सवाल हमारे संपर्क पेज से भेजे जा सकते हैं। आपके दिए गए व्यक्तिगत डेटा का हम कैसे उपयोग करते हैं, यह जानने के लिए हमारी गोपनीयता नीति भी देखें।',
  'Exactly what the MGRID shop stores on your device (IndexedDB, session and local storage, offline cache) and the analytics cookies used only with your consent.':
    'MGRID की दुकान आपके डिवाइस पर ठीक-ठीक क्या रखती है (IndexedDB, सेशन और लोकल स्टोरेज, ऑफ़लाइन कैश) और केवल आपकी सहमति से इस्तेमाल होने वाली एनालिटिक्स कुकीज़।',
  'This policy lists everything our shop keeps in your browser, why, and for how long.':
    'यह नीति बताती है कि हमारी दुकान आपके ब्राउज़र में क्या-क्या रखती है, क्यों, और कितने समय तक।',
};

export default hindi;
