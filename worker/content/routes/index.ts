export { components } from './components';
export { lazySections } from './lazy-sections';
export { previewRoutes } from './preview';
