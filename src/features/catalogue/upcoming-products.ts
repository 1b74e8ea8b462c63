// Products announced but not yet on sale. They are not in the catalogue (a hidden product is
// never sent to visitors), so the announcements live here, written like the catalogue's copy,
// with their Hindi beside them (like the catalogue's Hindi product content, not in a catalogue
// of texts: only this page needs it).
import type { Locale } from '../../lib/i18n/locale.ts';

type UpcomingTexts = Pick<
  UpcomingProduct,
  'name' | 'expected' | 'expectedPrice' | 'summary' | 'highlights'
>;

export interface UpcomingProduct {
  id: string;
  name: string;
  image: string;
  expected: string;
  expectedPrice: string;
  summary: string;
  highlights: readonly string[];
  /** The same texts in Hindi. */
  hi?: UpcomingTexts;
}

export const UPCOMING_PRODUCTS: readonly UpcomingProduct[] = [
  {
    id: 'sl03',
    name: 'MGRID SL03 Smart Crossline Laser',
    image: '/images/products/sl03.webp',
    expected: 'January 2027',
    expectedPrice: 'about ₹15,999',
    summary:
      'The SL02 platform with Bluetooth control: switch lines, dim the beam to save battery and check the charge from your phone.',
    highlights: [
      'Green cross lines and plumb dots, ±0.3 mm/m',
      'Control from the MGRID app over Bluetooth 5.0',
      'Adjustable brightness for longer battery life',
      'IP65, 1.5 m drop tested',
    ],
    hi: {
      name: 'MGRID SL03 स्मार्ट क्रॉसलाइन लेज़र',
      expected: 'जनवरी 2027',
      expectedPrice: 'लगभग ₹15,999',
      summary:
        'ब्लूटूथ कंट्रोल वाला SL02 प्लेटफ़ॉर्म: फ़ोन से लाइनें बदलें, बैटरी बचाने के लिए बीम धीमी करें और चार्ज देखें।',
      highlights: [
        'ग्रीन क्रॉस लाइनें और प्लंब डॉट, ±0.3 mm प्रति मीटर',
        'ब्लूटूथ 5.0 से MGRID ऐप द्वारा कंट्रोल',
        'बैटरी ज़्यादा चले, इसके लिए एडजस्ट होने वाली चमक',
        'IP65, 1.5 m की ऊँचाई से गिरने पर भी जाँचा गया',
      ],
    },
  },
  {
    id: 'gl4d',
    name: 'MGRID GL4D 4×360° Green Beam Laser',
    image: '/images/upcoming/gl4d.svg',
    expected: 'March 2027',
    expectedPrice: 'about ₹34,999 + GST',
    summary:
      'Four full 360° planes, including a floor plane, to lay out floors, walls and ceilings of a whole flat from one set-up.',
    highlights: [
      '2 horizontal and 2 vertical 360° planes',
      'Accuracy ±0.2 mm/m',
      '60 m range, 120 m with receiver',
      'Remote control and wall bracket included',
    ],
    hi: {
      name: 'MGRID GL4D 4×360° ग्रीन बीम लेज़र',
      expected: 'मार्च 2027',
      expectedPrice: 'लगभग ₹34,999 + GST',
      summary: 'फ़र्श के प्लेन समेत चार पूरे 360° प्लेन: एक ही जगह से पूरे फ़्लैट के फ़र्श, दीवारें और छत की लेआउट।',
      highlights: [
        '2 हॉरिज़ॉन्टल और 2 वर्टिकल 360° प्लेन',
        'सटीकता ±0.2 mm प्रति मीटर',
        '60 m रेंज, रिसीवर के साथ 120 m',
        'रिमोट कंट्रोल और दीवार ब्रैकेट साथ में',
      ],
    },
  },
  {
    id: 'mdr150',
    name: 'MGRID MDR150 Laser Distance Meter with Camera',
    image: '/images/upcoming/mdr150.svg',
    expected: 'April 2027',
    expectedPrice: 'about ₹8,999',
    summary:
      'A 150 m laser measure with a camera viewfinder that finds the dot in sunlight, and tilt measurement for heights.',
    highlights: [
      'Range 0.05–150 m, accuracy ±1.5 mm',
      'Camera viewfinder with 4× zoom',
      '360° tilt sensor for indirect heights',
      'Bluetooth sync to the MGRID app',
    ],
    hi: {
      name: 'MGRID MDR150 कैमरा वाला लेज़र डिस्टेंस मीटर',
      expected: 'अप्रैल 2027',
      expectedPrice: 'लगभग ₹8,999',
      summary:
        '150 m का लेज़र मीटर, जिसका कैमरा व्यूफ़ाइंडर धूप में भी डॉट ढूँढ लेता है, और ऊँचाई के लिए झुकाव का माप।',
      highlights: [
        'रेंज 0.05–150 m, सटीकता ±1.5 mm',
        '4× ज़ूम वाला कैमरा व्यूफ़ाइंडर',
        'सीधे न मापी जा सकने वाली ऊँचाई के लिए 360° टिल्ट सेंसर',
        'MGRID ऐप से ब्लूटूथ सिंक',
      ],
    },
  },
];

/** The announcements in `locale`: the Hindi texts where written, else the English. */
export function upcomingProducts(locale: Locale): UpcomingProduct[] {
  return UPCOMING_PRODUCTS.map((product) =>
    locale === 'hi' && product.hi ? { ...product, ...product.hi } : product,
  );
}
