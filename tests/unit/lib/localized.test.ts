// Hindi product, service and banner texts: each text falls back to English on its
// own when its Hindi is missing or blank; English pages are unchanged.
import { describe, expect, it } from 'vitest';
import {
  localizedBanner,
  localizedName,
  localizedProduct,
  localizedService,
  localizedSiteTexts,
} from '../../../src/lib/localized.ts';

const product = {
  id: 'sl02',
  name: 'MGRID SL02 Self-Levelling Crossline Laser Pro',
  shortDescription: 'Bright green cross lines.',
  longDescription: 'The SL02 is our most popular professional laser.',
  features: ['Accuracy ±0.3 mm/m', 'IP65'],
  nameHi: 'MGRID SL02 सेल्फ़-लेवलिंग क्रॉसलाइन लेज़र प्रो',
  shortDescriptionHi: '   ',
  longDescriptionHi: null,
  featuresHi: ['सटीकता ±0.3 mm/m', ''],
  price: '₹12,999',
};

describe('localizedProduct', () => {
  it('shows each Hindi text that has words, English for blank or missing ones', () => {
    expect(localizedProduct(product, 'hi')).toEqual({
      ...product,
      name: 'MGRID SL02 सेल्फ़-लेवलिंग क्रॉसलाइन लेज़र प्रो',
      shortDescription: 'Bright green cross lines.',
      longDescription: 'The SL02 is our most popular professional laser.',
      features: ['सटीकता ±0.3 mm/m'],
    });
  });

  it('returns English pages the product as it is', () => {
    expect(localizedProduct(product, 'en')).toBe(product);
  });

  it('keeps the English features when the Hindi list is empty or all blank', () => {
    expect(localizedProduct({ ...product, featuresHi: [] }, 'hi').features).toEqual([
      'Accuracy ±0.3 mm/m',
      'IP65',
    ]);
    expect(localizedProduct({ ...product, featuresHi: [' '] }, 'hi').features).toEqual([
      'Accuracy ±0.3 mm/m',
      'IP65',
    ]);
    // A product from before the Hindi columns has none of them.
    const { nameHi: _n, featuresHi: _f, ...older } = product;
    expect(localizedProduct(older, 'hi').name).toBe(product.name);
  });

  it('never gives a blank name', () => {
    expect(localizedName({ name: 'MGRID TP160', nameHi: '' }, 'hi')).toBe('MGRID TP160');
    expect(localizedName({ name: 'MGRID TP160', nameHi: 'MGRID TP160 ट्राइपॉड' }, 'hi')).toBe(
      'MGRID TP160 ट्राइपॉड',
    );
    expect(localizedName({ name: 'MGRID TP160', nameHi: 'MGRID TP160 ट्राइपॉड' }, 'en')).toBe(
      'MGRID TP160',
    );
  });
});

describe('localizedService and localizedBanner', () => {
  it('translates a service field by field', () => {
    const service = {
      name: 'E-Repair',
      shortDescription: 'Book a repair online.',
      description: 'We pick up your tool.',
      features: ['Genuine parts'],
      duration: '5–7 business days',
      nameHi: 'ई-रिपेयर',
      shortDescriptionHi: null,
      descriptionHi: 'हम आपका टूल ले जाते हैं।',
      featuresHi: ['असली पार्ट्स'],
      durationHi: '',
    };
    expect(localizedService(service, 'hi')).toMatchObject({
      name: 'ई-रिपेयर',
      shortDescription: 'Book a repair online.',
      description: 'हम आपका टूल ले जाते हैं।',
      features: ['असली पार्ट्स'],
      duration: '5–7 business days',
    });
    expect(localizedService(service, 'en').name).toBe('E-Repair');
  });

  it('translates a banner, keeping its link and colours', () => {
    const banner = {
      title: 'Festive offer',
      subtitle: null,
      cta_text: 'Shop deals',
      cta_url: '/deals-discounts',
      title_hi: 'त्योहार ऑफ़र',
      subtitle_hi: 'सब्सक्राइब',
      cta_text_hi: null,
    };
    expect(localizedBanner(banner, 'hi')).toEqual({
      ...banner,
      title: 'त्योहार ऑफ़र',
      subtitle: 'सब्सक्राइब',
      cta_text: 'Shop deals',
    });
    expect(localizedBanner(banner, 'en')).toBe(banner);
  });
});

describe('localizedSiteTexts', () => {
  it('shows the Hindi shopper texts that are given, English for the rest', () => {
    const settings = {
      heroTitle: 'Precision you can see',
      heroSubtitle: 'Self-levelling green-beam lasers.',
      bestSellerTitle: 'Best sellers',
      bestSellerSubtitle: null,
      footerAbout: 'MGRID makes professional laser levels.',
      deliveryFeeDescription: 'Free delivery on orders above ₹5,000',
      deliveryFeeInPaise: 15000,
      hindi: {
        heroTitle: 'सटीकता जो साफ़ दिखे',
        heroSubtitle: null,
        bestSellerTitle: ' ',
        bestSellerSubtitle: 'सबसे पहले चुने जाने वाले टूल',
        footerAbout: null,
        deliveryFeeDescription: '₹5,000 से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी',
      },
    };
    expect(localizedSiteTexts(settings, 'hi')).toEqual({
      ...settings,
      heroTitle: 'सटीकता जो साफ़ दिखे',
      bestSellerSubtitle: 'सबसे पहले चुने जाने वाले टूल',
      deliveryFeeDescription: '₹5,000 से ज़्यादा के ऑर्डर पर मुफ़्त डिलीवरी',
    });
    expect(localizedSiteTexts(settings, 'en')).toBe(settings);
  });
});
