/**
 * The built-in content pages in the other languages (issue 18): what
 * `GET /v1/website/{section}?lang=en` answers while no `website_pages` row
 * exists, beside the Turkish DEFAULT_PAGES. Once the agency saves a page, its
 * row's own `translations` count instead. A third language adds its texts here.
 * Links keep the Turkish addresses; the web app maps them to the visitor's language.
 */
import type { FaqEntry, Locale, Translations, WebsiteSection } from '@yali/contract';

export const DEFAULT_PAGE_TRANSLATIONS: Record<WebsiteSection, Translations> = {
  about: {
    en: {
      title: 'About us',
      content: `<p>{{site_name}} is a TÜRSAB-licensed travel agency that brings guests together with private-pool holiday villas and boats in the loveliest resorts of the Mediterranean and the Aegean.</p>
<h3>What we do</h3>
<p>We offer villas in Kaş, Kalkan, Fethiye, Bodrum and Kemer that we have each seen in person and that hold a holiday-rental permit. Photos, features, seasonal prices and the availability calendar are all on the page, so you can choose with confidence.</p>
<h3>Why us?</h3>
<ul>
<li><strong>Licensed agency:</strong> every rental is made under a contract that follows Turkish law.</li>
<li><strong>Local support:</strong> our team in the region is a phone call away throughout your stay.</li>
<li><strong>Safe payment:</strong> your deposit goes to the agency's company bank account.</li>
<li><strong>Clear prices:</strong> the cleaning fee, damage deposit and prepayment are shown on every villa's page.</li>
</ul>
<p>With your family, your friends or on your honeymoon: let us find the right villa for a peaceful holiday together.</p>`,
    },
  },
  rental: {
    en: {
      title: 'Rental agreement',
      content: `<p>This agreement sets out the general terms of a rental between the guest renting a villa through {{site_name}} (“the Agency”) and the Agency acting for the villa's owner. Sending a booking request means accepting these terms.</p>
<h3>1. Subject</h3>
<p>The villa named in the booking confirmation is rented for holiday use on the dates and for the number of guests stated there. The villa holds a permit under Law No. 7464.</p>
<h3>2. Booking and payment</h3>
<ul>
<li>A booking is confirmed once the prepayment shown on the villa's page is made within the option period.</li>
<li>The balance is paid on arrival, in cash or by bank transfer.</li>
<li>Prices are set in Turkish lira; amounts in other currencies are for information and are fixed at the exchange rate of the booking day.</li>
</ul>
<h3>3. Damage deposit</h3>
<p>The damage deposit shown on the villa's page is taken on arrival and returned in full at departure if nothing is damaged or missing; otherwise the cost is deducted from it.</p>
<h3>4. Arrival, departure and use</h3>
<ul>
<li>Check-in and check-out times are as shown on the villa's page.</li>
<li>No more guests may stay than the number given in the booking.</li>
<li>Guests look after the villa and its contents and respect the neighbours and quiet hours (23:00–08:00).</li>
<li>Identity details of all guests are given to the Agency on arrival, as Turkish law requires.</li>
</ul>
<h3>5. Cancellation</h3>
<p>The cancellation terms on the <a href="/website/cancel">cancellation policy</a> page are part of this agreement.</p>
<h3>6. Liability</h3>
<p>When something outside the control of the Agency and the owner happens, such as a power or water cut, the Agency helps to put it right as soon as possible. The Agency is not liable for guests' personal belongings.</p>
<h3>7. Disputes</h3>
<p>Turkish law applies; consumer arbitration committees and consumer courts are competent.</p>`,
    },
  },
  privacy: {
    en: {
      title: 'Privacy policy',
      content: `<p>At {{site_name}} we value our visitors' privacy. This policy explains what we collect when you use our site and how we use it.</p>
<h3>What we collect</h3>
<ul>
<li>The name, e-mail, phone number and message you give in the booking and contact forms.</li>
<li>Technical records the site needs to work (IP address, browser type, time of visit).</li>
</ul>
<h3>Browser storage</h3>
<p>Your favourite villas, chosen currency, language and light/dark theme are kept only in your own browser and never sent to our servers. We use no advertising or tracking cookies.</p>
<h3>How we use it</h3>
<p>Your details are used only to handle your booking, answer your questions and meet our legal duties; they are never sold. The <a href="/website/kvkk">privacy notice</a> explains how personal data is processed.</p>
<h3>Security</h3>
<p>All connections to our site are encrypted. Only authorised staff can see your data.</p>
<h3>Contact</h3>
<p>For any privacy question, reach us through the <a href="/contact">contact</a> page.</p>`,
    },
  },
  cancel: {
    en: {
      title: 'Cancellation policy',
      content: `<p>Plans change; here are our cancellation and change terms in plain words. The periods count back from the arrival date.</p>
<h3>Cancellation by the guest</h3>
<ul>
<li><strong>More than 60 days before arrival:</strong> 100% of the prepayment is refunded or moved to other dates within a year.</li>
<li><strong>30–60 days before arrival:</strong> 50% of the prepayment is refunded; all of it can be moved to other dates.</li>
<li><strong>Less than 30 days before arrival:</strong> the prepayment is not refunded, unless the villa is rented again for the same dates.</li>
</ul>
<h3>Leaving early</h3>
<p>Nights not used after an early departure are not refunded.</p>
<h3>Cancellation by the agency or the owner</h3>
<p>If the villa cannot be used, we offer you an equivalent villa; if you decline, every payment is refunded in full.</p>
<h3>Force majeure</h3>
<p>In cases such as natural disasters or official travel bans, the prepayment is moved to other dates within a year.</p>
<h3>How to cancel</h3>
<p>Send your cancellation in writing with your booking code (by e-mail or the <a href="/contact">contact form</a>). Refunds are paid to the account the payment came from within 10 working days of approval.</p>`,
    },
  },
  kvkk: {
    en: {
      title: 'Privacy notice (KVKK)',
      content: `<p>Under Turkey's Personal Data Protection Law No. 6698 (“KVKK”), {{site_name}}, as data controller, processes your personal data as described below.</p>
<h3>1. Data we process</h3>
<ul>
<li><strong>Identity and contact:</strong> name, Turkish ID or passport number (for the legal guest registration), phone, e-mail.</li>
<li><strong>Booking and payment:</strong> dates of stay, number of guests, payment and refund details.</li>
<li><strong>Requests and complaints:</strong> what you share in the contact form and our correspondence.</li>
<li><strong>Security:</strong> IP address and site usage records.</li>
</ul>
<h3>2. Purposes</h3>
<p>Making and carrying out your booking, handling payments and refunds, meeting legal duties such as guest registration, answering your requests and keeping information secure.</p>
<h3>3. Legal grounds</h3>
<p>Performance of a contract, legal obligation and legitimate interest (KVKK art. 5/2); your explicit consent where it is required.</p>
<h3>4. Transfers</h3>
<p>Your data is shared only as far as the booking needs with the villa's owner, with public authorities where the law requires, and with banks for payments. It is not transferred abroad.</p>
<h3>5. Retention</h3>
<p>Data is kept for the periods the law sets (10 years for commercial records), then deleted, destroyed or anonymised.</p>
<h3>6. Your rights</h3>
<p>Under KVKK art. 11 you may ask whether your data is processed, request information, correction or deletion, learn to whom it was transferred, object, and claim compensation. Send your request in writing with proof of identity; it is answered free of charge within 30 days.</p>`,
    },
  },
  howrent: {
    en: {
      title: 'How to book',
      content: `<p>Book the villa of your dreams in four steps.</p>
<ol>
<li><strong>Choose your villa.</strong> Search the <a href="/listing">villas</a> by dates, guests, region and type; look through the photos, features, prices and availability calendar. Save the ones you like with the heart.</li>
<li><strong>Send your request.</strong> Pick your dates and guests in the villa's booking panel and send the request with your contact details. The total and the prepayment are worked out at once.</li>
<li><strong>Make the prepayment.</strong> Once we confirm availability, the villa is held for you and the bank details are e-mailed to you. Pay within the option period and send us the receipt.</li>
<li><strong>Enjoy your holiday.</strong> You receive a confirmation e-mail when the booking is final. On arrival our team welcomes you at the villa; the balance and the damage deposit are paid then.</li>
</ol>
<p>Check your booking at any time under <strong>My bookings</strong> with your booking code and e-mail address. Questions? <a href="/contact">Get in touch</a>.</p>`,
    },
  },
  contact: {
    en: {
      title: 'Contact',
      content:
        '<p>We are happy to help with choosing a villa, availability and your bookings. Fill in the form or call us; we answer messages the same day during office hours.</p>',
    },
  },
  home: { en: { title: 'Home' } },
};

const FAQ_EN: FaqEntry[] = [
  {
    question: 'How do I book?',
    answer:
      'On the villa page, choose your check-in and check-out dates and the number of guests, and send your booking request. We check availability and reply as soon as possible, hold the villa for you as an option and send the payment details. You can also book by phone.',
  },
  {
    question: 'How do I pay?',
    answer:
      'To confirm the booking, a prepayment (deposit) of the share of the total shown on the villa page is made by bank transfer. The balance is paid on arrival at the villa. The payment details are sent to you by e-mail.',
  },
  {
    question: 'What is an option, and how long does it last?',
    answer:
      'Once your request is accepted, the villa is held in your name for a set time (usually 24 hours) so that you can make the prepayment. If no payment arrives in that time, the option lapses and the dates are open for booking again.',
  },
  {
    question: 'Is the damage deposit refunded?',
    answer:
      'Yes. The damage deposit taken on arrival is refunded in full on departure, after the villa has been checked, if nothing is damaged or missing.',
  },
  {
    question: 'What do the prices include?',
    answer:
      'Nightly rates include electricity, water, internet, pool maintenance, bed linen and towels. The cleaning fee is added once per stay; the details are on each villa’s page.',
  },
  {
    question: 'What are the check-in and check-out times?',
    answer:
      'Check-in is usually after 16:00 and check-out by 10:00. Each villa’s times are on its page; early check-in or late check-out can be arranged subject to availability.',
  },
  {
    question: 'Can I bring my pet?',
    answer: 'Some of our villas accept pets. Look for “Pets allowed” in the villa’s features, or ask us before booking.',
  },
  {
    question: 'Are your villas legally licensed for rental?',
    answer:
      'Yes. Every villa on our site holds a holiday-rental permit from the Ministry of Culture and Tourism under Law No. 7464; the permit number is on the villa page.',
  },
];

/**
 * The built-in pages' structured extras (`data`: the FAQ, the contact page's opening hours) in the other
 * languages, by key. A key is translated only while the page still holds the built-in Turkish value of that
 * key: extras the agency has saved itself have no translation and stay Turkish (named in `untranslated`).
 */
export const DEFAULT_PAGE_DATA_TRANSLATIONS: Partial<Record<WebsiteSection, Partial<Record<Locale, Record<string, unknown>>>>> = {
  home: {
    en: {
      hero_title: 'The holiday of your dreams in a villa with a private pool',
      hero_text:
        'Villas chosen with care in the loveliest bays of the Mediterranean and the Aegean, for a peaceful holiday of your own with family and friends.',
      faq: FAQ_EN,
    },
  },
  contact: {
    en: {
      hours: [
        { days: 'Monday – Saturday', hours: '09:00 – 19:00' },
        { days: 'Sunday', hours: '10:00 – 17:00' },
      ],
      hours_note: 'In the summer season (May–October) we are here every day from 09:00 to 21:00.',
    },
  },
};
