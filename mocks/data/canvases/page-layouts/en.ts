import type { PageLayoutsCopy } from './types';

/** The richer named pages in English. */
export const LAYOUTS_EN: PageLayoutsCopy = {
  giftCard: {
    hero: { title: 'Give the gift of adventure', subtitle: 'Gift cards for every trail, every size and every season.', alt: 'A gift card tied with twine on a folded wool blanket', cta: 'Find gear to gift' },
    points: [
      '<p><strong>Never expires.</strong> Spend it this weekend or next summer.</p>',
      '<p><strong>Digital in minutes.</strong> E-gift cards arrive by email with your message.</p>',
      '<p><strong>Online and in store.</strong> Use it at checkout or at any Ridgeline store.</p>',
    ],
    faq: {
      title: 'Gift card questions',
      items: [
        ['How do I check my balance?', '<p>Enter the card number and PIN at checkout: the balance shows before you pay.</p>'],
        ['Can I combine a gift card with another payment?', '<p>Yes. Whatever the card does not cover can be paid by credit card, PayPal or Klarna.</p>'],
        ['I lost my gift card', '<p>Call us on {phone} or write to {email} with your order number and we will help.</p>'],
      ],
    },
  },
  promotions: {
    hero: { title: 'Season sale', subtitle: 'Fresh markdowns on jackets, boots and packs while stock lasts.', alt: 'Hikers on a ridge at sunset carrying packs', cta: 'Shop the sale' },
    shipping: 'Free standard delivery on every order over {freeShippingThreshold}',
    shippingCta: 'Shipping terms',
    offersTitle: 'Offers by category',
    offersCta: 'See the offers',
    faq: {
      title: 'How offers work',
      items: [
        ['How do I use a promo code?', '<p>Enter it in the cart under “Promo code”. The discount shows in your order summary right away.</p>'],
        ['Can I use two codes on one order?', '<p>One code per order. Automatic offers such as free delivery still apply alongside it.</p>'],
        ['Do members get more?', '<p>XPLR Pass members earn points on sale items too, and hear about offers first.</p>'],
      ],
    },
  },
  storeLocator: {
    hero: { title: 'Come and see us', subtitle: 'Try on, get fitted and talk trails with people who walk them.', alt: 'The inside of a Ridgeline store with boots on a wooden wall', cta: 'Visit our flagship store' },
    points: [
      '<p><strong>Free pickup.</strong> Order online and collect in store, usually the same day.</p>',
      '<p><strong>Repairs.</strong> Zips, seams and buckles mended at our repair benches.</p>',
      '<p><strong>Boot fitting.</strong> Our fitters measure both feet and find the right last.</p>',
    ],
    faq: {
      title: 'Picking up in store',
      items: [
        ['When is my order ready?', '<p>We send an email as soon as your order is ready to collect, usually within two hours.</p>'],
        ['What do I bring?', '<p>The order confirmation email and a photo ID. Someone else can collect with your confirmation.</p>'],
        ['How long is it kept?', '<p>We keep your order for seven days, then refund it in full.</p>'],
      ],
    },
    storesTitle: 'Our stores',
    flagship: 'Westend flagship store',
    events: 'Basecamp events',
  },
  loyaltyModal: {
    points: [
      '<p><strong>Points on every order.</strong> Turn them into vouchers at checkout.</p>',
      '<p><strong>Early access.</strong> Shop new collections before anyone else.</p>',
      '<p><strong>A birthday reward.</strong> A treat from us every year.</p>',
    ],
    join: 'Join XPLR Pass',
    faq: {
      title: 'About XPLR Pass',
      items: [
        ['Does it cost anything?', '<p>No. Joining is free and you can leave whenever you like.</p>'],
        ['How do points become vouchers?', '<p>Once you have enough points, checkout offers the highest voucher you can afford.</p>'],
        ['I already have an account', '<p>Sign in and join in one step: your orders and details stay as they are.</p>'],
      ],
    },
  },
  signInModal: {
    points: [
      '<p><strong>Track your orders</strong> from our warehouse to your door.</p>',
      '<p><strong>Your XPLR Pass points</strong> and vouchers in one place.</p>',
      '<p><strong>Saved gear</strong> and favourites on every device.</p>',
    ],
    forgot: '<p>Forgot your password? <a href="#modal=forgot-password">Reset your password</a> and we will email you a link.</p>',
    signIn: 'Sign in',
    signUp: 'Create an account',
  },
  signUpModal: {
    points: [
      '<p><strong>Earn points</strong> from your very first order.</p>',
      '<p><strong>Free standard delivery</strong> on orders over {freeShippingThreshold}.</p>',
      '<p><strong>Trail news</strong> and offers, only if you ask for them.</p>',
    ],
    signUp: 'Create an account',
    joinLoyalty: 'Create an account and join XPLR Pass',
  },
  locationSelector: {
    market: '<p>On this site prices are shown in {currency}, and standard delivery is free on orders over {freeShippingThreshold}.</p>',
    choose: 'Choose your location',
  },
  basecamp: {
    hero: { title: 'Basecamp', subtitle: 'Guided hikes, workshops and film nights with your local store.', alt: 'A group of hikers gathered around a map at a trailhead', cta: 'Find your store' },
    points: [
      '<p><strong>Guided hikes</strong> for every pace, led by our staff.</p>',
      '<p><strong>Repair workshops</strong> where you learn to mend your own gear.</p>',
      '<p><strong>Film nights</strong> with the best of this year’s mountain films.</p>',
    ],
    faq: {
      title: 'Joining an event',
      items: [
        ['Who can take part?', '<p>Everyone with an account. XPLR Pass members book first.</p>'],
        ['Does it cost anything?', '<p>Most events are free. Any fee is shown before you sign up.</p>'],
        ['Can I bring a friend?', '<p>Where an event allows a guest, you can add their name when you sign up.</p>'],
      ],
    },
  },
  westend: {
    hero: { title: 'Westend flagship store', subtitle: 'Three floors of gear, a climbing wall and a repair bench.', alt: 'The Westend store front at dusk with its windows lit', cta: 'See all stores' },
    wallTitle: 'Test before you buy',
    wall: '<p>Try harnesses and climbing shoes on our indoor wall, and walk boots up the test ramp before you decide.</p>',
    wallAlt: 'A climber on the indoor wall of the Westend store',
    points: [
      '<p><strong>Free pickup</strong> for online orders.</p>',
      '<p><strong>Repair bench</strong> open seven days a week.</p>',
      '<p><strong>Boot fitting</strong> by appointment or walk-in.</p>',
    ],
    faq: {
      title: 'Visiting Westend',
      items: [
        ['When are you open?', '<p>Monday to Saturday 10:00 to 20:00, Sunday 11:00 to 18:00.</p>'],
        ['How do I get there?', '<p>Two minutes from the central station, with bike racks at the door.</p>'],
        ['Can I call the store?', '<p>Our customer service puts you through: {phone}.</p>'],
      ],
    },
  },
};
