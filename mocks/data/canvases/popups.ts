import type { Canvas } from '../../../shared/schemas';
import { banner, makeCanvas, pageTarget, type CanvasContext } from './context';

/** spec §7 popups canvas: the newsletter and registration pop-ups of a site (spec §3 pop-up fields). */
export function popupsCanvas(ctx: CanvasContext): Canvas {
  const newsletter = {
    id: 'popup-newsletter',
    type: 'popup',
    name: 'Spring newsletter sign-up',
    backgroundColor: '#f4efe4',
    delay: 2000,
    minimizedTitle: 'Get 10% off',
    maximizedTitle: 'Trail notes, monthly',
    title: 'Get 10% off your first order',
    titleHtml: '<p>Get <strong>10% off</strong> your first order</p>',
    titleColor: '#1f3b2d',
    targets: [{ url: '#footer-newsletter', text: 'Sign up for emails' }],
    disclaimer: `<p>By signing up you agree to receive marketing emails from Ridgeline. Unsubscribe at any time. See our <a href="${pageTarget(ctx, 'privacy', 'privacy notice').url}">privacy notice</a>.</p>`,
    disclaimerColor: '#4a5650',
    logo: banner('popup-newsletter', 'Ridgeline', 96, 96),
    logoSize: 'small',
  };
  const registration = {
    id: 'popup-registration',
    type: 'popup',
    name: 'XPLR Pass registration',
    backgroundColor: '#ffffff',
    delay: 2000,
    minimizedTitle: 'Join XPLR Pass',
    maximizedTitle: 'XPLR Pass members',
    title: 'Earn points on every order and get free shipping',
    titleColor: '#1f3b2d',
    targets: [pageTarget(ctx, 'account', 'Create an account'), pageTarget(ctx, 'xplr-pass', 'How it works')],
    disclaimer: '<p>Membership is free. Programme terms apply.</p>',
    disclaimerColor: '#4a5650',
    logo: banner('popup-xplr-pass', 'XPLR Pass', 96, 96),
    logoSize: 'small',
  };
  return makeCanvas(ctx, 'popups', 'main', { name: 'popups', sections: { main: [newsletter, registration] } });
}
