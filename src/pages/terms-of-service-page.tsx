import { msg } from '../i18n/index.ts';
import { LegalPage, type LegalSection } from '../ui/legal-page.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: msg('About these terms'),
    paragraphs: [
      msg(
        'These terms apply when you browse or buy on the MGRID website or app, run by MGRID Tools Pvt. Ltd., Mumbai, Maharashtra. By placing an order you agree to them. They do not affect your rights under the Consumer Protection Act, 2019 and the Consumer Protection (E-Commerce) Rules, 2020.',
      ),
    ],
  },
  {
    heading: msg('Prices and GST'),
    points: [
      msg(
        'Prices are in Indian rupees. Each product page says whether its price includes GST or whether GST is added at checkout.',
      ),
      msg(
        'The MRP shown is the maximum retail price printed on the pack; the discount is the difference between the MRP and our price.',
      ),
      msg(
        'Bulk prices apply automatically when you order the stated quantity or more of one product.',
      ),
      msg(
        'Your GST invoice shows CGST and SGST for delivery within Maharashtra and IGST for delivery to other states, with the HSN code of each item.',
      ),
      msg(
        'If a price on the site is wrong because of an obvious error, we will tell you before dispatch and you may cancel with a full refund.',
      ),
    ],
  },
  {
    heading: msg('Orders'),
    paragraphs: [
      msg(
        'An order is an offer to buy. We confirm it by phone, SMS or email before dispatch. We may decline an order, for example when a product is out of stock or an address cannot be served; any amount you paid is then refunded in full within 7 working days.',
      ),
      msg(
        'Orders placed while your device is offline are saved on the device and sent to us automatically when it reconnects. The order is placed when we receive it, and the prices and totals are those we confirm on receipt.',
      ),
    ],
  },
  {
    heading: msg('Payment'),
    points: [
      msg('Cash on delivery: pay the courier in cash or by UPI when the parcel arrives.'),
      msg(
        'UPI: pay the exact order total to the UPI id shown at checkout, quoting your order number. We dispatch once the payment is received.',
      ),
    ],
  },
  {
    heading: msg('Delivery'),
    points: [
      msg(
        'Delivery is free on orders of ₹5,000 or more; below that a delivery fee of ₹150 applies, as shown in your cart.',
      ),
      msg(
        'We usually deliver in 2-5 business days in metro cities and 5-7 business days elsewhere in India.',
      ),
      msg(
        "Please check the parcel when it arrives and note any visible damage on the courier's receipt.",
      ),
    ],
  },
  {
    heading: msg('Returns, replacements and refunds'),
    paragraphs: [
      msg(
        'If a product arrives damaged, defective or different from what you ordered, tell us within 7 days of delivery and we will replace it or refund you in full, including delivery charges. Unused products in their original, sealed packaging may be returned within 7 days for a refund of the product price. Refunds are made to the original payment method, or by bank transfer for cash on delivery, within 7 working days of our receiving the return.',
      ),
    ],
  },
  {
    heading: msg('Warranty'),
    paragraphs: [
      msg(
        'Every MGRID tool carries a 2-year warranty from the date of purchase against defects in materials and workmanship, covering repair or replacement and recalibration. It does not cover damage from drops beyond the rated height, water beyond the rated IP class, opening the tool, or normal wear of batteries and accessories. Register your product on the Product Registration page to make claims quicker.',
      ),
    ],
  },
  {
    heading: msg('Laser safety'),
    paragraphs: [
      msg(
        "MGRID lasers are Class 2 laser products. Never look into the beam or point it at anyone's eyes, and keep the tools away from children. Read the safety leaflet in the box before use.",
      ),
    ],
  },
  {
    heading: msg('Use of the site'),
    paragraphs: [
      msg(
        'Do not misuse the site: no attempts to break its security, scrape it at a rate that harms it, or submit false orders or enquiries. Product names, photographs and text on the site belong to MGRID and may not be copied for commercial use without our written permission.',
      ),
    ],
  },
  {
    heading: msg('Liability'),
    paragraphs: [
      msg(
        'Our liability for any order is limited to the amount you paid for it, except where the law does not allow such a limit, such as for death or personal injury caused by negligence.',
      ),
    ],
  },
  {
    heading: msg('Law and disputes'),
    paragraphs: [
      msg(
        'These terms are governed by the laws of India. We will try to resolve any complaint directly; write to us through the Contact page. Courts in Mumbai, Maharashtra have jurisdiction, without affecting your right to approach a consumer commission near you.',
      ),
    ],
  },
];

export function TermsOfServicePage() {
  return (
    <LegalPage
      title={msg('Terms of Service')}
      description={msg(
        'The terms for buying from MGRID: prices and GST, orders, payment, delivery, returns, warranty and laser safety.',
      )}
      updated="2026-11-21"
      intro={msg(
        'The plain-language terms for using our site and buying MGRID tools. Please read them before you order.',
      )}
      sections={SECTIONS}
    />
  );
}
