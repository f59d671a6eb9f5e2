// The design system's small components: every page and dialog draws its controls with these.
export { Button, buttonClass, type ButtonOptions, type ButtonVariant } from './Button';
export { RadioCard, type RadioCardOptions } from './RadioCard';
export { Alert, type AlertTone } from './Alert';
export { Badge, type BadgeTone } from './Badge';
