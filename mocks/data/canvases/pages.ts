import type { Canvas } from '../../../shared/schemas';
import { categoryTarget, makeCanvas, withMarketFigures, type CanvasContext } from './context';
import { pageUrl } from '../urls';

interface StaticPage {
  slug: string;
  title: string;
  description: string;
  /** Rich text; `{locale}` is replaced so in-copy links stay locale-specific. */
  body: string;
  /** Buttons under the copy, e.g. `#modal=<id>` to open a dialog. */
  buttons?: ReadonlyArray<{ url: string; text: string }>;
}

// spec §2 "Content pages fetched by name" and "Named routes": each gets a real, short page.
export const STATIC_PAGES: readonly StaticPage[] = [
  { slug: 'account', title: 'My Account', description: 'Manage your Ridgeline profile, orders and rewards.',
    body: '<h2>Your base camp</h2><p>Track orders, update saved addresses and cards, and check your <strong>XPLR Pass</strong> points balance in one place.</p><p>Need a hand? <a href="{locale}/help/contact-us">Contact our crew</a>.</p>' },
  { slug: 'cart', title: 'Your Cart', description: 'Review the gear in your cart before checkout.',
    body: '<p>Items in your cart are not reserved until you check out. Members earn points on every order, and returns are free within 60 days.</p>' },
  { slug: 'checkout', title: 'Checkout', description: 'Secure checkout.',
    body: '<p>All payments are encrypted. Read our <a href="{locale}/policies/shipping-terms">shipping terms</a> for delivery times to your area.</p>' },
  { slug: 'order-confirmation', title: 'Thanks for your order', description: 'Your order has been received.',
    body: '<h2>You are all set</h2><p>We have emailed your confirmation. Most orders leave our warehouse within one business day.</p>' },
  { slug: 'search', title: 'Search', description: 'Search Ridgeline gear and apparel.',
    body: '<p>Try a product name, an activity such as <em>ski touring</em>, or a category like <em>trail runners</em>.</p>' },
  { slug: 'help/contact-us', title: 'Contact Us', description: 'Get help from the Ridgeline customer crew.',
    body: '<h2>We are here to help</h2><p>Our crew answers chat and email every day from 8am to 8pm. For order questions, have your order number ready.</p><ul><li>Email: help@ridgeline.example</li><li>Phone: 1-800-555-0142</li></ul>' },
  { slug: 'help/returns/how-to-return', title: 'How to Return', description: 'Free returns within 60 days.',
    body: '<h2>Returns made easy</h2><p>Unused items can be returned within 60 days. Start a return from your <a href="{locale}/account">account</a>, print the label and drop the parcel at any carrier point.</p><p>Refunds reach your original payment method within 5 to 7 business days.</p>' },
  { slug: 'forgot-password', title: 'Reset Your Password', description: 'Reset your password.',
    body: '<p>Enter the email address on your account and we will send you a link to choose a new password. The link expires after 24 hours.</p>' },
  { slug: 'brand-terms', title: 'Brand Terms', description: 'Terms of use for the Ridgeline website.',
    body: '<h2>Terms of use</h2><p>By using this site you agree to these terms. Product colours may vary slightly from what you see on screen, and prices are subject to change without notice.</p>' },
  { slug: 'loyalty-terms', title: 'XPLR Pass Terms', description: 'Terms of the XPLR Pass loyalty programme.',
    body: '<h2>XPLR Pass programme terms</h2><p>Members earn 10 points per unit of currency spent. Points expire after 12 months without account activity. Rewards cannot be exchanged for cash.</p>' },
  { slug: 'sale-terms', title: 'Sale Terms', description: 'Terms for promotional pricing.',
    body: '<p>Marked-down prices apply while stocks last and cannot be combined with other promo codes unless stated. Price adjustments are not offered on previous purchases.</p>' },
  { slug: 'sms-terms', title: 'SMS Terms', description: 'Terms for text message alerts.',
    body: '<p>By opting in you agree to receive up to 6 recurring marketing texts a month. Message and data rates may apply. Reply STOP to cancel or HELP for help.</p>' },
  { slug: 'associate-discount-terms', title: 'Associate Discount Terms', description: 'Terms for the employee discount.',
    body: '<h2>Associate discount</h2><p>The associate discount is for personal use by current employees only and is limited to an annual spending cap. Misuse may result in the loss of discount privileges.</p>' },
  { slug: 'athlete-programme', title: 'Athlete Programme', description: 'Credit and payment for Ridgeline athletes.',
    body: '<h2>Athlete programme</h2><p>Ridgeline athletes get an annual credit to spend on kit, shown in their account and usable at checkout with the athlete payment method.</p>' },
  { slug: 'pro-programme', title: 'Professional Programme', description: 'Member pricing for WRANX and IPA professionals.',
    body: '<h2>Professional programme</h2><p>Guides, instructors and rescue teams verified through WRANX or IPA get member pricing on every order. Your price shows in your cart and at checkout.</p>' },
  { slug: 'privacy', title: 'Privacy Notice', description: 'How Ridgeline uses your personal data.',
    body: '<h2>Your privacy</h2><p>We collect only the data we need to fulfil orders, run the XPLR Pass programme and, with your consent, personalise what you see.</p><p>You can request a copy or deletion of your data at any time via <a href="{locale}/help/contact-us">Contact Us</a>.</p>' },
  { slug: 'policies/shipping-terms', title: 'Shipping Terms', description: 'Delivery options, times and costs.',
    body: '<h2>Shipping</h2><p>Standard delivery takes 3 to 5 business days and costs {deliveryPrice:standard}; delivery to a pick-up point takes 2 to 4 and costs {deliveryPrice:pudo}. Standard delivery is free on orders of {freeShippingThreshold} or more (what the items cost after their discounts), and store pickup is always free.</p>' },
  { slug: 'xplr-pass', title: 'XPLR Pass', description: 'Join the Ridgeline loyalty programme.',
    body: '<h2>Earn your way to the summit</h2><p>XPLR Pass members earn points on every purchase, get early access to new gear and receive a reward on their birthday. Joining is free.</p><p>See the <a href="{locale}/loyalty-terms">programme terms</a>.</p>',
    buttons: [{ url: '?leadSource=xplr-pass#modal=loyalty-sign-up', text: 'Join XPLR Pass' }, { url: '#modal=sign-up', text: 'Create an account' }] },
  { slug: 'associate-login', title: 'Associate Login', description: 'In-store associate sign-in.',
    body: '<p>Store associates sign in here to help customers shop in store. Sessions end automatically when cleared.</p>' },
  { slug: 'sign-up', title: 'Create Your Account', description: 'Join Ridgeline and XPLR Pass.',
    body: '<h2>One account for everything outdoors</h2><p>Save your sizes and favourites, check out faster and earn <strong>XPLR Pass</strong> points from your first order.</p><p>Already a member? Sign in from the <a href="{locale}/account">account page</a>.</p>' },
  { slug: 'promotions', title: 'Current Promotions', description: 'Offers and promo codes at Ridgeline.',
    body: '<h2>This season’s offers</h2><ul><li>Free shipping over the threshold on every order</li><li>Members earn double points on outerwear this month</li></ul><p>See the <a href="{locale}/sale-terms">sale terms</a> for details.</p>' },
  { slug: 'gift-card', title: 'Gift Cards', description: 'Give the gift of adventure.',
    body: '<p>Ridgeline gift cards never expire and can be used online and in store. Digital cards arrive by email within minutes.</p>' },
  { slug: 'store-locator', title: 'Find a Store', description: 'Ridgeline stores near you.',
    body: '<p>Visit a Ridgeline store for boot fitting, repairs and expert trail advice. Every store offers free pickup for online orders.</p>' },
  { slug: 'basecamp', title: 'Basecamp', description: 'Guides, events and the Ridgeline community.',
    body: '<h2>Basecamp</h2><p>Join guided hikes, repair workshops and film nights at your local store. Members get priority booking.</p>' },
  { slug: 'westend', title: 'Westend Store', description: 'Our flagship store.',
    body: '<p>Our flagship store has a climbing wall for testing harnesses and shoes, and a full repair bench open seven days a week.</p>' },
  { slug: 'account-profile', title: 'Your Profile', description: 'Personal details and preferences.',
    body: '<p>Keep your name, birthday and interests up to date so we can send the right trail news and a birthday reward.</p>' },
  { slug: 'account-addresses', title: 'Saved Addresses', description: 'Your shipping and billing addresses.',
    body: '<p>Save the addresses you ship to most and choose a default, so checkout fills them in for you.</p>' },
  { slug: 'account-orders', title: 'Your Orders', description: 'Track, cancel and return your orders.',
    body: '<p>Follow each order from our warehouse to your door, cancel one that has not shipped yet, or <a href="{locale}/help/returns/how-to-return">start a return</a>.</p>' },
  { slug: 'account-payment', title: 'Saved Cards', description: 'The payment cards saved to your account.',
    body: '<p>Cards you save at checkout appear here. We keep only a token from our payment provider, never your card number.</p>' },
  { slug: 'account-loyalty', title: 'Your XPLR Pass', description: 'Points, rewards and membership.',
    body: '<p>See your <strong>XPLR Pass</strong> points balance, the rewards you can use and when your points expire. Read the <a href="{locale}/loyalty-terms">programme terms</a>.</p>' },
  { slug: 'sign-in', title: 'Sign In', description: 'Sign in to your Ridgeline account.',
    body: '<p>Sign in to see your orders, saved gear and <strong>XPLR Pass</strong> points. New here? <a href="{locale}/sign-up">Create an account</a>.</p>' },
  { slug: 'sign-in-modal', title: 'Sign In', description: 'Sign in to your account.',
    body: '<p>Sign in to see your orders, saved gear and <strong>XPLR Pass</strong> points.</p>' },
  { slug: 'sign-up-modal', title: 'Create an Account', description: 'Join Ridgeline.',
    body: '<p>Create an account in under a minute and earn points from your first order.</p>' },
  { slug: 'loyalty-modal', title: 'Join XPLR Pass', description: 'The Ridgeline loyalty programme.',
    body: '<p>Earn points on every order, get early access to new gear and a birthday reward. Joining is free.</p>' },
  { slug: 'category', title: 'Shop by Category', description: 'Content shared by every product listing.',
    body: '<p>Free shipping over the threshold and free 60-day returns on everything in this category.</p>' },
  { slug: 'product', title: 'Product Details', description: 'Content shared by every product page.',
    body: '<p>Every Ridgeline product is covered by our lifetime repair promise.</p>' },
  { slug: 'location-selector', title: 'Choose Your Location', description: 'Select your country and language.',
    body: '<p>Prices, shipping and promotions depend on where you shop. Choose your country to see the right store.</p>' },
];

/** Names the storefront may request that differ from the stored slug (spec §2 content pages). */
export const PAGE_ALIASES: Readonly<Record<string, string>> = {
  'contact-us': 'help/contact-us',
  'how-to-return': 'help/returns/how-to-return',
  'shipping-terms': 'policies/shipping-terms',
  'location selector': 'location-selector',
};

/** Every page a canvas link may point at, besides product and category URLs ('' is home). */
export const NAMED_PAGE_SLUGS: readonly string[] = ['', ...STATIC_PAGES.map((page) => page.slug)];

/** The search hub's editorial links (spec §2 searchhub): popular searches and where to start browsing. */
function searchHubBlocks(ctx: CanvasContext): unknown[] {
  const searchUrl = (q: string) => `${pageUrl(ctx.locale, 'search')}?q=${encodeURIComponent(q)}`;
  return [
    {
      id: 'search-hub-popular', type: 'secondary-nav', title: 'Popular searches', alignment: 'left',
      targets: ['rain jacket', 'fleece', 'hiking boots', 'merino', 'tent', 'gloves'].map((q) => ({ url: searchUrl(q), text: q })),
    },
    {
      id: 'search-hub-categories', type: 'secondary-nav', title: 'Browse by category', alignment: 'left',
      targets: [['10101', "Men's Jackets"], ['20101', "Women's Jackets"], ['30101', 'Hiking Boots'], ['40101', 'Backpacks']].map(([id, text]) => categoryTarget(ctx, id!, text!)),
    },
  ];
}

export function staticPageCanvases(ctx: CanvasContext): Array<[string, Canvas]> {
  return STATIC_PAGES.map((page) => [
    page.slug,
    makeCanvas(ctx, 'page', page.slug, {
      name: page.slug,
      title: page.title,
      description: page.description,
      sections: {
        main: [
          { id: `${page.slug.replace(/\//g, '-')}-body`, type: 'rich-text', richText: withMarketFigures(ctx, page.body.replaceAll('{locale}/', `${pageUrl(ctx.locale, '')}/`)) },
          ...(page.buttons ?? []).map((target, index) => ({ id: `${page.slug}-button-${index}`, type: 'button', style: index === 0 ? 'primary' : 'secondary', target })),
        ],
        ...(page.slug === 'search' ? { popular: searchHubBlocks(ctx) } : {}),
      },
    }),
  ]);
}
