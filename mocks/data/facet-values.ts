// The values of the gender and activity facets, apart from facets.ts so the labels' copy can name them without importing the facets that read the copy.
export const GENDERS = ['men', 'women', 'kids', 'unisex'] as const;
export type Gender = (typeof GENDERS)[number];
export const ACTIVITIES = ['hiking', 'climbing', 'skiing', 'running', 'camping', 'travel'] as const;
export type Activity = (typeof ACTIVITIES)[number];
