import type { Canvas } from '../../../shared/content/schemas/canvas';
import { banner, makeCanvas, pageTarget, type CanvasContext } from './context';
import { POPUPS_COPY } from './copy/popups';
import { copyFor } from './language';

/**
 * The popups canvas: a site's newsletter and registration pop-ups. Their `name` is the
 * editors' label, not shown to shoppers; one containing 'newsletter' makes a newsletter pop-up.
 */
export function popupsCanvas(ctx: CanvasContext): Canvas {
  const copy = copyFor(ctx, POPUPS_COPY);
  const newsletter = {
    id: 'popup-newsletter',
    type: 'popup',
    name: 'Spring newsletter sign-up',
    backgroundColor: '#f4efe4',
    delay: 2000,
    minimizedTitle: copy.newsletter.minimizedTitle,
    maximizedTitle: copy.newsletter.maximizedTitle,
    title: copy.newsletter.title,
    titleHtml: copy.newsletter.titleHtml,
    titleColor: '#1f3b2d',
    targets: [{ url: '#footer-newsletter', text: copy.newsletter.cta }],
    disclaimer: copy.newsletter.disclaimer(pageTarget(ctx, 'privacy', '').url),
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
    minimizedTitle: copy.registration.minimizedTitle,
    maximizedTitle: copy.registration.maximizedTitle,
    title: copy.registration.title,
    titleColor: '#1f3b2d',
    targets: [pageTarget(ctx, 'account', copy.registration.cta), pageTarget(ctx, 'xplr-pass', copy.registration.howItWorks)],
    disclaimer: copy.registration.disclaimer,
    disclaimerColor: '#4a5650',
    logo: banner('popup-xplr-pass', 'XPLR Pass', 96, 96),
    logoSize: 'small',
  };
  return makeCanvas(ctx, 'popups', 'main', { name: 'popups', sections: { main: [newsletter, registration] } });
}
