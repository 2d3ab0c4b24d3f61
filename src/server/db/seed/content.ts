/**
 * Static content pages (about, policies, FAQs) and the strip above the header, as editable rows. The policy facts are
 * the specification's, and every page that names the return window says the return policy's: 5 days of delivery
 * (`RETURN_WINDOW_DAYS`); the FAQ keeps its own 2-hour order changes.
 */
import { sql } from 'drizzle-orm';
import { TOP_BAR_SLUG } from '../../../shop/content-types.ts';
import { contentPages } from '../../content/tables.ts';
import type { Tx } from './products.ts';

const SUPPORT = '<a href="mailto:care@bindassbazaar.in">care@bindassbazaar.in</a>';
const HOURS = '10:00 AM to 7:00 PM, every day';

type Page = { slug: string; title: string; metaDescription: string; body: string };

export const CONTENT_PAGES: Page[] = [
  {
    slug: 'about-us',
    title: 'About Us',
    metaDescription:
      'Bindass Bazaar is an Indian online boutique for western and Indo-western clothing for women and men. Shop Bold, Shop Bindass.',
    body: `<h2>Shop Bold, Shop Bindass</h2>
<p>Bindass Bazaar began with a simple idea: clothes made in India, for the way India actually dresses. We mix a block-printed kurta with jeans, throw a blazer over a bandhani dress and wear sneakers to a sangeet, and our wardrobes should keep up.</p>
<p>We bring together western and Indo-western labels such as <strong>Rangmanch</strong>, <strong>Urban Kurti Co.</strong>, <strong>Denim Desi</strong>, <strong>Kaveri Studio</strong> and <strong>Bindass Basics</strong>, working with artisans and workshops in Jaipur, Bagru, Lucknow, Kutch, Tiruppur and Bengaluru.</p>
<h2>What we stand for</h2>
<ul>
<li><strong>Honest prices:</strong> the price you see is the price you pay, with free shipping on prepaid orders.</li>
<li><strong>Fabrics for our weather:</strong> cottons, linens and breathable blends that work through the Indian summer.</li>
<li><strong>Sizes for real bodies:</strong> from XS to XL, waist 28 to 36, and a dedicated Curve range.</li>
<li><strong>Craft that lasts:</strong> hand block prints, chikankari, bandhani, ikat and mirror work, made by skilled hands.</li>
</ul>
<h2>Talk to us</h2>
<p>Questions about sizes, orders or anything else? Write to ${SUPPORT}. We are available ${HOURS}.</p>`,
  },
  {
    slug: 'shipping-policy',
    title: 'Shipping Policy',
    metaDescription:
      'Free shipping on prepaid orders, dispatch in 24-48 business hours and delivery in 7-10 business days across India.',
    body: `<h2>Where we ship</h2>
<p>We currently ship <strong>only within India</strong>. We do not accept orders for delivery outside India.</p>
<h2>Shipping charges</h2>
<ul>
<li><strong>Free shipping on all prepaid orders</strong> (cards, UPI, net banking and wallets).</li>
<li>Cash on delivery (COD) orders <strong>may carry a COD charge</strong>, shown at checkout before you place the order.</li>
</ul>
<h2>Dispatch and delivery</h2>
<ul>
<li>Orders are dispatched within <strong>24-48 business hours</strong> of being placed.</li>
<li>Delivery usually takes <strong>7-10 business days</strong> from dispatch, depending on your location.</li>
<li>Once your order ships, you will receive a tracking number so you can follow it to your door.</li>
</ul>
<h2>Damaged or tampered parcels</h2>
<p>If your parcel arrives damaged or looks tampered with, please report it within <strong>48 hours of delivery</strong> at ${SUPPORT} with photos of the package and the product. We will arrange a replacement or refund.</p>
<h2>Need help?</h2>
<p>Our support team is available ${HOURS}.</p>`,
  },
  {
    slug: 'return-policy',
    title: 'Return & Exchange Policy',
    metaDescription:
      'Returns and exchanges within 5 days of delivery. Refunds in 3-5 business days, store credit within 48 hours.',
    body: `<h2>Returns and exchanges</h2>
<p>Not quite right? You can request a return or exchange <strong>within 5 days of delivery</strong>. Items must be unused and unwashed, with all original tags and packaging.</p>
<h2>How to request a return</h2>
<ul>
<li>Go to <a href="/profile/orders">My Orders</a> and choose the order, or write to ${SUPPORT} with your order ID.</li>
<li>Tell us the item, the reason and whether you would like an exchange, a refund or store credit.</li>
<li>We will arrange a pickup from your address, or share instructions to send the item back.</li>
</ul>
<h2>Refunds and store credit</h2>
<ul>
<li>Once we receive and check the returned item, refunds are processed within <strong>3-5 business days</strong> to the original payment method.</li>
<li>If you choose store credit, it is added to your account within <strong>48 hours</strong>.</li>
<li>For cash on delivery orders, refunds are made by bank transfer or as store credit.</li>
</ul>
<h2>Items that cannot be returned</h2>
<p>For hygiene and other reasons, we cannot accept returns on:</p>
<ul>
<li>Innerwear</li>
<li>Accessories</li>
<li>Customised or altered items</li>
<li>Items bought on sale</li>
</ul>
<h2>Damaged or wrong items</h2>
<p>If you receive a damaged, defective or wrong item, please report it within <strong>48 hours of delivery</strong> with photos. We will replace it or refund you in full.</p>
<p>Questions? We are here ${HOURS}.</p>`,
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    metaDescription: 'How Bindass Bazaar collects, uses and protects your personal information.',
    body: `<p>Your privacy matters to us. This policy explains what we collect when you use Bindass Bazaar, why, and the choices you have.</p>
<h2>What we collect</h2>
<ul>
<li><strong>Account details:</strong> your name, email address, phone number and a securely hashed password.</li>
<li><strong>Order details:</strong> delivery addresses, the items you buy and your order history.</li>
<li><strong>Payment details:</strong> payments are processed by our payment partner. We never see or store your full card number, CVV or UPI PIN.</li>
<li><strong>Usage information:</strong> basic technical data such as pages visited and device type, to keep the site working well.</li>
</ul>
<h2>How we use it</h2>
<ul>
<li>To process, ship and support your orders.</li>
<li>To manage your account, wishlist, addresses and reviews.</li>
<li>To prevent fraud and keep the store secure.</li>
<li>To send you order updates and, only if you agree, offers and news.</li>
</ul>
<h2>Sharing</h2>
<p>We share only what is needed with our delivery and payment partners to complete your order. We do not sell your personal information.</p>
<h2>Cookies and local storage</h2>
<p>We use cookies to keep you signed in and to remember small preferences, such as whether you have seen an offer. Your cart is kept in your browser.</p>
<h2>Your choices</h2>
<p>You can update your profile at any time from your account. To delete your account or ask what we hold about you, write to ${SUPPORT}.</p>`,
  },
  {
    slug: 'terms-conditions',
    title: 'Terms & Conditions',
    metaDescription: 'The terms that apply when you browse and shop at Bindass Bazaar.',
    body: `<p>By using Bindass Bazaar and placing orders with us, you agree to these terms.</p>
<h2>Orders and prices</h2>
<ul>
<li>All prices are in Indian Rupees (INR) and include applicable taxes.</li>
<li>An order is confirmed once payment succeeds (online) or once we accept it for cash on delivery.</li>
<li>We may cancel an order if an item goes out of stock, a price is clearly wrong, or we suspect fraud. Any amount paid is refunded in full.</li>
</ul>
<h2>Coupons</h2>
<p>Coupon codes are valid only while active, one per order, and cannot be exchanged for cash. Discounts apply to the order subtotal.</p>
<h2>Shipping, returns and refunds</h2>
<p>We ship only within India. Delivery, return and refund timelines are set out in our <a href="/ShippingPolicy">Shipping Policy</a> and <a href="/ReturnPolicy">Return Policy</a>.</p>
<h2>Product information</h2>
<p>We try hard to show colours and details accurately, but screens vary and hand-crafted prints differ slightly from piece to piece. Such variations are not defects.</p>
<h2>Your account</h2>
<p>Keep your password safe and tell us at once if you suspect misuse. Reviews you post must be honest and must not contain offensive content.</p>
<h2>Contact</h2>
<p>Write to ${SUPPORT}, ${HOURS}.</p>`,
  },
  {
    slug: 'faqs',
    title: 'Frequently Asked Questions',
    metaDescription: 'Answers about orders, shipping, payments, returns and sizes at Bindass Bazaar.',
    body: `<h3>How long will my order take to arrive?</h3>
<p>We dispatch orders within 24-48 business hours. Delivery usually takes 7-10 business days after dispatch, depending on your city.</p>
<h3>Do you ship outside India?</h3>
<p>Not yet. We currently deliver only within India.</p>
<h3>Is shipping free?</h3>
<p>Yes, shipping is free on all prepaid orders. Cash on delivery orders may carry a small COD charge, shown at checkout.</p>
<h3>Which payment methods do you accept?</h3>
<p>Cash on delivery, and online payment by card, UPI, net banking and wallets through our secure payment partner.</p>
<h3>Can I change or cancel my order?</h3>
<p>You can change or cancel your order within 2 hours of placing it. After that, it may already be packed for dispatch; cancel from My Orders while the order is still processing, or contact us.</p>
<h3>What is your return policy?</h3>
<p>You can return or exchange unused items with their tags attached within 5 days of delivery. Innerwear, accessories, customised and sale items cannot be returned. See our <a href="/ReturnPolicy">Return Policy</a> for details.</p>
<h3>When will I get my refund?</h3>
<p>Refunds are processed within 3-5 business days after we receive the returned item. Store credit is added within 48 hours.</p>
<h3>How do I find my size?</h3>
<p>Check the <a href="/sizeguide">size guide</a>. Tops come in XS to XL and bottoms in waist sizes 28 to 36. Product pages list the fit under Specifications.</p>
<h3>How do I use a coupon code?</h3>
<p>Enter the code in your cart and apply it. Codes are not case-sensitive; only active offers can be applied.</p>
<h3>How can I contact you?</h3>
<p>Write to ${SUPPORT} or use the <a href="/ContactUs">contact form</a>. We are available ${HOURS}.</p>`,
  },
  {
    // Not a page of its own: each list item is one message of the strip above the header (phones show the first
    // and the last).
    slug: TOP_BAR_SLUG,
    title: 'Top bar',
    metaDescription: '',
    body: `<ul>
<li>Free shipping on prepaid orders</li>
<li>Cash on delivery across India</li>
<li>Easy 5-day returns</li>
</ul>`,
  },
];

export async function upsertContentPages(tx: Tx): Promise<number> {
  await tx
    .insert(contentPages)
    .values(CONTENT_PAGES)
    .onConflictDoUpdate({
      target: contentPages.slug,
      set: { title: sql`excluded.title`, metaDescription: sql`excluded.meta_description`, body: sql`excluded.body` },
    });
  return CONTENT_PAGES.length;
}
