import { describe, expect, it } from 'vitest';
import { InvoicePreview } from '../../../src/features/checkout/invoice-preview.tsx';
import { PromoBanner } from '../../../src/features/banners/promo-banner.tsx';
import { AmountRow } from '../../../src/ui/amount-row.tsx';
import { DealerPriceTag } from '../../../src/ui/dealer-price-tag.tsx';
import { JsonLd } from '../../../src/ui/json-ld.tsx';
import { PriceTag } from '../../../src/ui/price-tag.tsx';
import { QrCode } from '../../../src/ui/qr-code.tsx';
import { render, textOf } from './render.tsx';

describe('PriceTag', () => {
  it('shows the price, the MRP as MRP and the whole-percent discount', () => {
    const html = render(<PriceTag priceInPaise={1_299_900} mrpInPaise={1_599_900} />);
    expect(textOf(html)).toBe('₹12,999 MRP ₹15,999 18% off');
    expect(html).toContain('data-discount="18"');
  });

  it('shows only the price when the MRP is not above it', () => {
    expect(textOf(render(<PriceTag priceInPaise={24_900} mrpInPaise={null} />))).toBe('₹249');
    expect(textOf(render(<PriceTag priceInPaise={24_900} mrpInPaise={24_900} />))).toBe('₹249');
  });
});

describe('DealerPriceTag', () => {
  it('says it is the dealer’s price, with the list price beside it', () => {
    const html = render(
      <DealerPriceTag dealerPriceInPaise={1_014_000} listPriceInPaise={1_299_900} />,
    );
    expect(textOf(html)).toBe('Your dealer price ₹10,140 List price ₹12,999');
  });
});

describe('AmountRow', () => {
  it('writes rupees, or the zero text for nothing', () => {
    expect(textOf(render(<AmountRow label="Delivery" paise={15_000} zeroText="Free" />))).toBe(
      'Delivery ₹150',
    );
    expect(textOf(render(<AmountRow label="Delivery" paise={0} zeroText="Free" />))).toBe(
      'Delivery Free',
    );
  });
});

describe('JsonLd', () => {
  it('cannot be closed early by text in the data', () => {
    const html = render(<JsonLd data={{ name: '</script><img src=x onerror=alert(1)>' }} />);
    expect(html).not.toContain('</script><img');
    expect(html).toContain('\\u003c/script\\u003e\\u003cimg');
  });
});

describe('QrCode', () => {
  it('draws the encoded modules as one labelled SVG path', () => {
    const html = render(
      <QrCode value="upi://pay?pa=mgrid@upi&am=1.00&cu=INR" label="Pay ₹1" size={120} />,
    );
    expect(html).toMatch(/<svg role="img" aria-label="Pay ₹1" width="120" height="120"/);
    expect((html.match(/h1v1h-1z/g) ?? []).length).toBeGreaterThan(200);
  });
});

const sl02 = {
  name: 'MGRID SL02',
  hsnCode: '9015',
  unitPriceInPaise: 1_299_900,
  quantity: 1,
  gstRate: 18,
  priceInclusive: true,
};

describe('InvoicePreview', () => {
  it('splits GST into CGST and SGST for delivery inside the seller state, with HSN codes', () => {
    const text = textOf(
      render(
        <InvoicePreview
          lines={[sl02]}
          sellerState="Maharashtra"
          deliveryState="Maharashtra"
          settings={{}}
          gstin="27AABCM1234F1ZX"
        />,
      ),
    );
    expect(text).toContain('Item HSN Qty Taxable CGST SGST Total');
    expect(text).toContain('MGRID SL02 9015 1 ₹11,016 ₹991 (9%) ₹991 (9%) ₹12,999');
    expect(text).toContain('Invoice total ₹12,999');
    expect(text).toContain('Seller GSTIN 27AABCM1234F1ZX');
  });

  it('charges IGST to another state', () => {
    const text = textOf(
      render(
        <InvoicePreview
          lines={[sl02]}
          sellerState="Maharashtra"
          deliveryState="Kerala"
          settings={{}}
        />,
      ),
    );
    expect(text).toContain('Item HSN Qty Taxable IGST Total');
    expect(text).toContain('Delivery from Maharashtra to Kerala: IGST applies.');
    expect(text).toContain('IGST ₹1,983');
  });
});

describe('PromoBanner', () => {
  const banner = {
    id: 'b1',
    title: 'Festive offer',
    subtitle: 'Up to 20% off',
    cta_text: 'Shop deals',
    cta_url: '/deals-discounts',
    background_color: '#d7262e',
    text_color: '#ffffff',
  };

  it('links inside the app for a path, in the banner colours', () => {
    const html = render(<PromoBanner banner={banner} onDismiss={() => undefined} />);
    expect(html).toMatch(/<a[^>]*href="\/deals-discounts"/);
    expect(html).not.toContain('target="_blank"');
    expect(html).toContain('background-color:#d7262e');
    expect(html).toContain('aria-label="Dismiss this offer"');
  });

  it('opens an http link in a new tab', () => {
    const html = render(
      <PromoBanner
        banner={{ ...banner, cta_url: 'https://example.in/catalogue.pdf' }}
        onDismiss={() => undefined}
      />,
    );
    expect(html).toMatch(
      /href="https:\/\/example\.in\/catalogue\.pdf" target="_blank" rel="noopener noreferrer"/,
    );
  });
});
