export { COPY_LANGUAGES, descriptionsInEveryLanguage, namesInEveryLanguage, productDescription, productName } from './product-copy';
export { activityLabel, badgeLabel, colourLabel, colourWords, eyebrowLabel, facetLabel, genderLabel, sizeLabel } from './labels';
export type { CopyLanguage } from './family-copy';
