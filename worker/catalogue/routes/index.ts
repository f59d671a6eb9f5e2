export { sizeChart } from './size-chart';
export { social } from './social';
export { ugcTest } from './ugc-test';
