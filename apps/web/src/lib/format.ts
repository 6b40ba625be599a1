/**
 * The web app's one number formatter: counts with Indian digit grouping (1,23,456), the same in
 * English and Hindi pages (the department's Hindi pages keep Latin digits). Rupee amounts go
 * through formatINR of @taxguide/content, which the content and its Hindi share; dates through
 * lib/dates.ts.
 */
const count = new Intl.NumberFormat('en-IN');

export const formatCount = (value: number): string => count.format(value);
