import { msg } from '../i18n/index.ts';
import { LegalPage, type LegalSection } from '../ui/legal-page.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    heading: msg('Who we are'),
    paragraphs: [
      msg(
        'This website and app are run by MGRID Tools Pvt. Ltd., a company registered in India with its office in Mumbai, Maharashtra ("MGRID", "we", "us"). We are the data fiduciary for the personal data described here, under the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000.',
      ),
    ],
  },
  {
    heading: msg('What we collect'),
    points: [
      msg(
        'Orders: your name, mobile number, email (if you give it), delivery address, the products you buy and how you pay (cash on delivery or UPI). We never see or store your UPI PIN or bank details.',
      ),
      msg(
        'Enquiries: what you type into the contact form, a service request, a "notify me" request or the assistant chat, with your name, email, phone and company if you give them.',
      ),
      msg('Newsletter: your email address.'),
      msg(
        'Product registration: your name, phone, email (if given), the product, its serial number, purchase date, dealer and invoice number.',
      ),
      msg(
        'Technical data: your browser name, the page that referred you and, only if you allow it, your approximate location to show dealers near you. Your location is used on your device and is not sent to us.',
      ),
      msg(
        'Analytics: only if you accept analytics cookies, Google Analytics records pages visited and device type (see our Cookie Policy).',
      ),
    ],
  },
  {
    heading: msg('Why we use it'),
    points: [
      msg('To deliver your order, send the GST invoice, and arrange payment and delivery.'),
      msg('To answer your enquiry, call you back or send a quotation you asked for.'),
      msg('To register your warranty and handle repairs and service.'),
      msg('To send the newsletter you subscribed to; every issue has an unsubscribe link.'),
      msg('To keep the shop secure and to meet our legal duties, such as keeping tax records.'),
    ],
  },
  {
    heading: msg('Data kept on your device'),
    paragraphs: [
      msg(
        "The shop works without a network. To do this it keeps the catalogue, your cart and anything you submit on your device until it has been sent to us. Details are in our Cookie Policy. You can remove them at any time by clearing this site's data in your browser settings.",
      ),
    ],
  },
  {
    heading: msg('Who we share it with'),
    paragraphs: [
      msg(
        'We share only what is needed: with courier partners to deliver your order, with our authorised dealers and service centres when you ask to be contacted by one or send a tool for repair, with our cloud hosting provider that stores our database, and with government authorities when the law requires. We do not sell personal data.',
      ),
    ],
  },
  {
    heading: msg('How long we keep it'),
    paragraphs: [
      msg(
        'Order and invoice records are kept for eight years, as Indian tax law requires. Enquiries are kept for up to three years after our last contact with you. Warranty registrations are kept for the warranty period plus one year. Newsletter subscriptions are kept until you unsubscribe.',
      ),
    ],
  },
  {
    heading: msg('Your rights'),
    paragraphs: [
      msg(
        'You may ask to see the personal data we hold about you, have it corrected or completed, have it erased when we no longer need it, and withdraw any consent you gave. You may also nominate someone to exercise these rights for you. Write to us from our Contact page; we answer within 30 days.',
      ),
    ],
  },
  {
    heading: msg('Grievance officer'),
    paragraphs: [
      msg(
        'If you have a concern about how we handle your data, contact our Grievance Officer through the Contact page, marking your message "Privacy". We acknowledge complaints within 48 hours and resolve them within 30 days. If you are not satisfied, you may approach the Data Protection Board of India.',
      ),
    ],
  },
  {
    heading: msg('Changes'),
    paragraphs: [
      msg(
        'We will post any change to this policy on this page with a new date. Significant changes will also be shown on the site before they apply.',
      ),
    ],
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title={msg('Privacy Policy')}
      description={msg(
        'How MGRID collects, uses, stores and protects your personal data when you shop, enquire or register a product.',
      )}
      updated="2026-11-21"
      intro={msg(
        'We collect only what we need to sell, deliver and support your measuring tools, and we explain here what that is, why, and what you can do about it.',
      )}
      sections={SECTIONS}
    />
  );
}
