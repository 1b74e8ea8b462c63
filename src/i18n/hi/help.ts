// Hindi for the 'help' area (src/i18n/index.ts says which texts go where). Keys are the English
// texts exactly as t() is called with them; values keep every {placeholder} of the key.
import type { Catalogue } from '../message-catalogue.ts';

const hindi: Catalogue = {
  // src/features/services/service-list.tsx
  'Loading services…': 'सेवाएँ लोड हो रही हैं…',
  // src/features/leads/lead-form.tsx
  Received: 'मिल गया',
  Designation: 'पदनाम',
  Message: 'संदेश',
  '{count} / {limit} characters': '{count} / {limit} अक्षर',
  'I agree to be contacted by MGRID about this request and accept the':
    'मैं इस अनुरोध के बारे में MGRID द्वारा संपर्क किए जाने और इनके लिए सहमत हूँ:',
  'terms and conditions': 'नियम और शर्तें',
  and: 'और',
  'privacy policy': 'गोपनीयता नीति',
  Send: 'भेजें',
  // src/features/services/service-detail.tsx
  'Loading the service': 'सेवा लोड हो रही है',
  'Service not found': 'सेवा नहीं मिली',
  'See all services': 'सभी सेवाएँ देखें',
  'This service is not offered any more, or the link is mistyped.':
    'यह सेवा अब उपलब्ध नहीं है, या लिंक गलत लिखा गया है।',
  '{name} service': '{name} सेवा',
  '{name} from MGRID.': 'MGRID की ओर से {name}।',
  'Typical time: {duration}': 'सामान्य समय: {duration}',
  'What you get': 'आपको क्या मिलेगा',
  'Contact us about {name}': '{name} के बारे में हमसे संपर्क करें',
  'Tell us about your requirement; a specialist calls you back within one working day.':
    'अपनी ज़रूरत बताएँ; एक विशेषज्ञ एक कार्य दिवस के भीतर आपको वापस कॉल करेगा।',
  // src/pages/services-page.tsx
  'Custom tool design, design consultation and e-repair with doorstep pick-up: MGRID services for builders and interior professionals.':
    'कस्टम टूल डिज़ाइन, डिज़ाइन सलाह और घर से पिक-अप के साथ ई-रिपेयर: बिल्डरों और इंटीरियर प्रोफ़ेशनल्स के लिए MGRID की सेवाएँ।',
  'From choosing the right kit to repairing and recalibrating it: services from the people who make the tools.':
    'सही किट चुनने से लेकर उसकी रिपेयर और दोबारा कैलिब्रेशन तक: टूल बनाने वालों की ओर से सेवाएँ।',
  // src/pages/service-page.tsx
  'I would like to know more about {name}.': 'कृपया मुझे {name} के बारे में और जानकारी दें।',
  // src/features/dealers/dealer-card.tsx
  'authorised dealer': 'अधिकृत डीलर',
  distributor: 'डिस्ट्रीब्यूटर',
  'service centre': 'सर्विस सेंटर',
  'Call {phone}, {name}': '{phone} पर कॉल करें, {name}',
  'Call {phone}': '{phone} पर कॉल करें',
  'Directions to {name}': '{name} तक का रास्ता',
  Directions: 'रास्ता देखें',
  // src/features/dealers/dealer-locator.tsx
  'City, state, PIN code or dealer name': 'शहर, राज्य, PIN कोड या डीलर का नाम',
  'e.g. Pune, 560058 or Kerala': 'जैसे पुणे, 560058 या केरल',
  'Stop sorting by distance': 'दूरी के हिसाब से क्रम बंद करें',
  'Near me': 'मेरे आस-पास',
  '{count, plural, one {# place} other {# places}}{order, select, nearest {, nearest first} other {}}':
    '{count, plural, one {# जगह} other {# जगहें}}{order, select, nearest {, सबसे नज़दीकी पहले} other {}}',
  'No dealer found': 'कोई डीलर नहीं मिला',
  'Try a nearby city or the first digits of your PIN code, or order online with delivery anywhere in India.':
    'पास का कोई शहर या अपने PIN कोड के पहले अंक आज़माएँ, या ऑनलाइन ऑर्डर करें, भारत में कहीं भी डिलीवरी के साथ।',
  // src/features/dealers/use-location.ts
  'This browser cannot share your location. Search by city or PIN code instead.':
    'यह ब्राउज़र आपकी लोकेशन नहीं बता सकता। इसके बजाय शहर या PIN कोड से खोजें।',
  'Location permission was refused. Search by city, state or PIN code instead.':
    'लोकेशन की अनुमति नहीं दी गई। इसके बजाय शहर, राज्य या PIN कोड से खोजें।',
  'Your location could not be found. Search by city, state or PIN code instead.':
    'आपकी लोकेशन नहीं मिल सकी। इसके बजाय शहर, राज्य या PIN कोड से खोजें।',
  // src/pages/where-to-buy-page.tsx
  'Where to buy': 'कहाँ से खरीदें',
  'Find MGRID authorised dealers, distributors and service centres across India by city, state or PIN code, or near you.':
    'शहर, राज्य या PIN कोड से, या अपने आस-पास, पूरे भारत में MGRID के अधिकृत डीलर, डिस्ट्रीब्यूटर और सर्विस सेंटर खोजें।',
  'Authorised dealers, distributors and MGRID service centres across India. Works offline too.':
    'पूरे भारत में अधिकृत डीलर, डिस्ट्रीब्यूटर और MGRID सर्विस सेंटर। ऑफ़लाइन भी काम करता है।',
  // src/features/registration/registration-form.tsx
  'The registration could not be saved.': 'रजिस्ट्रेशन सेव नहीं हो सका।',
  'Product registered': 'प्रोडक्ट रजिस्टर हो गया',
  'Your {product} is registered. Its warranty runs until':
    'आपका {product} रजिस्टर हो गया है। इसकी वारंटी',
  '. We will send it to our server as soon as you are online.':
    ' तक है। ऑनलाइन होते ही हम इसे अपने सर्वर पर भेज देंगे।',
  Product: 'प्रोडक्ट',
  'Choose your model': 'अपना मॉडल चुनें',
  'Serial number': 'सीरियल नंबर',
  'On the label under the battery': 'बैटरी के नीचे लगे लेबल पर',
  'Purchase date': 'खरीद की तारीख',
  'Dealer or shop': 'डीलर या दुकान',
  'Where you bought it (optional)': 'आपने कहाँ से खरीदा (वैकल्पिक)',
  'Invoice number': 'इनवॉइस नंबर',
  Optional: 'वैकल्पिक',
  'Warranty until {date} (2 years from purchase).': '{date} तक वारंटी (खरीद से 2 साल)।',
  'Your name': 'आपका नाम',
  'Register product': 'प्रोडक्ट रजिस्टर करें',
  // src/pages/product-registration-page.tsx
  'Register your product': 'अपना प्रोडक्ट रजिस्टर करें',
  'Register your MGRID laser or distance meter for its 2-year warranty and faster service.':
    '2 साल की वारंटी और तेज़ सर्विस के लिए अपना MGRID लेज़र या डिस्टेंस मीटर रजिस्टर करें।',
  'Register your MGRID tool for its 2-year warranty. Keep your invoice: it is your proof of purchase for service.':
    '2 साल की वारंटी के लिए अपना MGRID टूल रजिस्टर करें। अपना इनवॉइस संभालकर रखें: सर्विस के लिए यही आपकी खरीद का प्रमाण है।',
  // src/pages/contact-page.tsx
  'I would like to apply for the position of … My experience: …': 'इस पद के लिए आवेदन: … मेरा अनुभव: …',
  'Contact MGRID': 'MGRID से संपर्क करें',
  'Contact MGRID sales and support for quotations, bulk orders, dealer enquiries and repairs. Mon-Fri 9:00-6:00, Sat 9:00-2:00 IST.':
    'कोटेशन, थोक ऑर्डर, डीलर पूछताछ और रिपेयर के लिए MGRID की सेल्स और सपोर्ट टीम से संपर्क करें। सोम-शुक्र 9:00-6:00, शनि 9:00-2:00 IST।',
  'Contact us': 'हमसे संपर्क करें',
  'Quotations, bulk orders, dealership enquiries or help with a tool: write to us and we call you back within one working day.':
    'कोटेशन, थोक ऑर्डर, डीलरशिप पूछताछ या किसी टूल में मदद: हमें लिखें, हम एक कार्य दिवस के भीतर आपको वापस कॉल करेंगे।',
  'How can we help?': 'हम आपकी क्या मदद कर सकते हैं?',
  // src/pages/about-page.tsx
  'Founded in Mumbai by two site engineers': 'दो साइट इंजीनियरों ने मुंबई में शुरू किया',
  'Cities with sales and service partners': 'सेल्स और सर्विस पार्टनर वाले शहर',
  '{count, plural, one {# year} other {# years}}': '{count, plural, one {# साल} other {# साल}}',
  'Warranty on every MGRID tool': 'हर MGRID टूल पर वारंटी',
  '1.2 lakh+': '1.2 लाख+',
  'Lasers and meters at work on Indian sites': 'भारतीय साइटों पर काम कर रहे लेज़र और मीटर',
  'Accuracy you can check': 'सटीकता, जिसे आप जाँच सकें',
  'Every laser is calibrated on our bench before it ships and carries its accuracy figure, such as ±0.3 mm/m, on the box. Bring it to any MGRID service centre and we will check it for you.':
    'हर लेज़र भेजे जाने से पहले हमारी बेंच पर कैलिब्रेट किया जाता है और डिब्बे पर उसकी सटीकता लिखी होती है, जैसे ±0.3 mm प्रति m। इसे किसी भी MGRID सर्विस सेंटर पर लाएँ, हम आपके लिए इसकी जाँच कर देंगे।',
  'Built for Indian sites': 'भारतीय साइटों के लिए बना',
  'Dust, heat, monsoon humidity and long days: our housings are IP54 or better, batteries are Li-ion with USB-C charging, and green beams stay visible in bright, half-finished rooms.':
    'धूल, गर्मी, मानसून की नमी और लंबे दिन: हमारी बॉडी IP54 या उससे बेहतर है, बैटरी USB टाइप-सी चार्जिंग वाली Li-ion है, और ग्रीन बीम तेज़ रोशनी वाले, अधूरे बने कमरों में भी दिखती है।',
  'Service that comes to you': 'सर्विस, जो आप तक आए',
  'Doorstep pick-up for repairs in {cities} cities, genuine parts, a calibration report with every repair, and delivery in 2-5 business days in metros, 5-7 elsewhere.':
    '{cities} शहरों में रिपेयर के लिए घर से पिक-अप, असली पार्ट्स, हर रिपेयर के साथ कैलिब्रेशन रिपोर्ट, और मेट्रो शहरों में 2-5 कार्य दिवसों में, बाकी जगह 5-7 कार्य दिवसों में डिलीवरी।',
  'MGRID designs professional laser levels, distance meters and accessories for Indian builders, interior designers and electricians, with sales and service across India.':
    'MGRID भारतीय बिल्डरों, इंटीरियर डिज़ाइनरों और इलेक्ट्रीशियनों के लिए प्रोफ़ेशनल लेज़र लेवल, डिस्टेंस मीटर और एक्सेसरी डिज़ाइन करता है, और पूरे भारत में सेल्स और सर्विस देता है।',
  'We make measuring on site faster and more accurate for the people who build India: contractors, tilers, interior designers, electricians and surveyors.':
    'भारत का निर्माण करने वालों के लिए हम साइट पर नाप-जोख को तेज़ और ज़्यादा सटीक बनाते हैं: ठेकेदार, टाइल लगाने वाले, इंटीरियर डिज़ाइनर, इलेक्ट्रीशियन और सर्वेयर।',
  "MGRID began in 2014 when two site engineers in Mumbai grew tired of imported lasers that could not be repaired locally and spirit levels that could not keep up with modern interiors. We started by servicing other brands' tools; today we design our own line, crossline and 360° lasers, laser distance meters and the accessories that go with them, and support them from our own service centres.":
    'MGRID की शुरुआत 2014 में हुई, जब मुंबई के दो साइट इंजीनियर ऐसे विदेशी लेज़रों से परेशान हो गए जिनकी रिपेयर यहाँ नहीं हो पाती थी, और ऐसे स्पिरिट लेवल से जो आधुनिक इंटीरियर के काम के साथ नहीं चल पाते थे। हमने दूसरे ब्रांड के टूल की सर्विस से शुरुआत की; आज हम अपनी खुद की रेंज डिज़ाइन करते हैं, क्रॉसलाइन और 360° लेज़र, लेज़र डिस्टेंस मीटर और उनके साथ की एक्सेसरी, और अपने सर्विस सेंटरों से उनकी सहायता करते हैं।',
  'Our tools are sold online and through authorised dealers across India, with GST invoices for businesses and cash on delivery for everyone. The same team that answers your call designs the next tool, so what you tell us shapes what we build.':
    'हमारे टूल ऑनलाइन और पूरे भारत में अधिकृत डीलरों के ज़रिए बिकते हैं, व्यवसायों के लिए GST इनवॉइस और सबके लिए कैश ऑन डिलीवरी के साथ। जो टीम आपकी कॉल का जवाब देती है, वही अगला टूल डिज़ाइन करती है, इसलिए आप जो बताते हैं, उसी से तय होता है कि हम क्या बनाएँगे।',
  'What we stand for': 'हमारे मूल्य',
  'Work with us': 'हमारे साथ काम करें',
  'Dealers, contractors buying for a team, and companies looking for custom measuring tools: we would like to hear from you.':
    'डीलर, टीम के लिए खरीदने वाले ठेकेदार, और कस्टम मापने वाले टूल चाहने वाली कंपनियाँ: हम आपसे बात करना चाहेंगे।',
  'Contact our sales team': 'हमारी सेल्स टीम से संपर्क करें',
  // src/features/careers/open-positions.tsx
  'No positions are open right now. An open application below is always welcome.':
    'अभी कोई पद खाली नहीं है। नीचे आप कभी भी सामान्य आवेदन भेज सकते हैं।',
  'Apply for {position}': '{position} के लिए आवेदन करें',
  Apply: 'आवेदन करें',
  // src/features/careers/position-select.tsx
  'Any position (open application)': 'कोई भी पद (सामान्य आवेदन)',
  Position: 'पद',
  // src/pages/careers-page.tsx
  'Medical insurance for you and your family': 'आपके और आपके परिवार के लिए मेडिकल बीमा',
  'Provident fund and gratuity': 'प्रॉविडेंट फ़ंड और ग्रेच्युटी',
  'Training on every MGRID product, and a tool kit of your own':
    'हर MGRID प्रोडक्ट की ट्रेनिंग, और आपकी अपनी टूल किट',
  'Performance bonus twice a year': 'साल में दो बार परफ़ॉर्मेंस बोनस',
  'Careers at MGRID': 'MGRID में करियर',
  'Open positions at MGRID in sales, service and support across India.':
    'पूरे भारत में MGRID में सेल्स, सर्विस और सपोर्ट के खाली पद।',
  'Join a small team that designs, sells and services professional measuring tools for builders across India.':
    'एक छोटी टीम से जुड़ें जो पूरे भारत के बिल्डरों के लिए प्रोफ़ेशनल मापने वाले टूल डिज़ाइन करती है, बेचती है और उनकी सर्विस करती है।',
  'Open positions': 'खाली पद',
  'What we offer': 'हम क्या देते हैं',
  'Tell us who you are and a line about your experience. We reply to every application within two weeks, and we never ask for a fee at any stage of hiring.':
    'हमें बताएँ कि आप कौन हैं और अपने अनुभव के बारे में एक पंक्ति लिखें। हम दो हफ़्तों के भीतर हर आवेदन का जवाब देते हैं, और भर्ती के किसी भी चरण में कभी कोई फ़ीस नहीं माँगते।',
  'About your experience': 'आपका अनुभव',
  'Send application': 'आवेदन भेजें',
  // src/features/site-settings/contact-details.tsx
  'Talk to us': 'हमसे बात करें',
  'Sales:': 'बिक्री:',
  'Quotations and bulk orders:': 'कोटेशन और थोक ऑर्डर:',
  'Email:': 'ईमेल:',
  'Working hours': 'काम के घंटे',
  'India Standard Time ({zone})': 'भारतीय मानक समय ({zone})',
  'Mon-Fri': 'सोम-शुक्र',
  Sat: 'शनि',
  Sun: 'रवि',
  Closed: 'बंद',
  // src/features/dealer-apply/ and src/pages/dealer-apply-page.tsx (and where-to-buy's link)
  'Own a shop that sells tools?': 'क्या आपकी औज़ारों की दुकान है?',
  'Apply to become an MGRID dealer': 'MGRID डीलर बनने के लिए आवेदन करें',
  'Become an MGRID dealer': 'MGRID डीलर बनें',
  'Apply to sell MGRID laser measuring tools from your shop: dealer prices, credit terms and reorders from your shop phone.':
    'अपनी दुकान से MGRID लेज़र मापने के औज़ार बेचने के लिए आवेदन करें: डीलर दाम, क्रेडिट की शर्तें और दुकान के फ़ोन से दोबारा ऑर्डर।',
  'Tell us about your shop. Our team reviews every application and replies by SMS and email. Works offline too.':
    'हमें अपनी दुकान के बारे में बताएँ। हमारी टीम हर आवेदन देखती है और SMS और ईमेल से जवाब देती है। ऑफ़लाइन भी काम करता है।',
  'Sign in or create an account to send your dealer application. What you typed is kept on this phone.':
    'अपना डीलर आवेदन भेजने के लिए साइन इन करें या अकाउंट बनाएँ। आपने जो लिखा है, वह इस फ़ोन पर रखा है।',
  'The application could not be saved.': 'आवेदन सहेजा नहीं जा सका।',
  'Sign in first': 'पहले साइन इन करें',
  'Applying needs an MGRID account: the account you sign in with becomes the owner of your dealer account. What you type here is kept while you sign in.':
    'आवेदन के लिए MGRID अकाउंट चाहिए: जिस अकाउंट से आप साइन इन करते हैं, वही आपके डीलर अकाउंट का मालिक बनता है। साइन इन करते समय आपने यहाँ जो लिखा है, वह रखा रहता है।',
  'Sign in or create an account': 'साइन इन करें या अकाउंट बनाएँ',
  'Your business': 'आपका व्यापार',
  'Business name': 'व्यापार का नाम',
  'Trade name': 'ट्रेड नाम',
  'The name on your shop board (optional)': 'आपकी दुकान के बोर्ड पर लिखा नाम (वैकल्पिक)',
  'Type of shop': 'दुकान का प्रकार',
  'Shop address': 'दुकान का पता',
  'The owner': 'मालिक',
  "Owner's name": 'मालिक का नाम',
  'Send the application': 'आवेदन भेजें',
  'Send the application again': 'आवेदन फिर से भेजें',
  'Retail counter (sells to buyers)': 'रिटेल काउंटर (ग्राहकों को बेचते हैं)',
  'Distributor (supplies other shops)': 'डिस्ट्रीब्यूटर (दूसरी दुकानों को माल देते हैं)',
  'Service centre (repairs and calibration)': 'सर्विस सेंटर (मरम्मत और कैलिब्रेशन)',
  'Saved on this phone': 'इस फ़ोन पर सहेजा गया',
  'Your application is saved on this phone. It will be sent when you are back online; nothing more to do.':
    'आपका आवेदन इस फ़ोन पर सहेजा गया है। ऑनलाइन होते ही यह भेज दिया जाएगा; आपको और कुछ नहीं करना है।',
  'We could not take this application': 'हम यह आवेदन नहीं ले सके',
  'Your application is approved': 'आपका आवेदन मंज़ूर हो गया है',
  'Welcome to the MGRID dealer network. Sign in on the shop phone to see your dealer prices.':
    'MGRID डीलर नेटवर्क में आपका स्वागत है। अपने डीलर दाम देखने के लिए दुकान के फ़ोन पर साइन इन करें।',
  'Your application was not approved': 'आपका आवेदन मंज़ूर नहीं हुआ',
  'Sent: waiting for review': 'भेज दिया गया: जाँच का इंतज़ार',
  'We have your application. Our team reviews it, usually within two working days, and tells you by SMS and email.':
    'आपका आवेदन हमें मिल गया है। हमारी टीम आम तौर पर दो कामकाजी दिनों में इसे देखती है और SMS और ईमेल से बताती है।',
  '{business} ({gstin}), {shopType}, applied on {date}':
    '{business} ({gstin}), {shopType}, आवेदन की तारीख {date}',
  'Apply again': 'फिर से आवेदन करें',
  'Discard this application': 'यह आवेदन हटा दें',
};

export default hindi;
