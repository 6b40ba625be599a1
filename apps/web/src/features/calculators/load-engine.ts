/** The browser calculators, fetched on first use (the first focus of a form, or its submit). */
export const loadEngine = () => import('./engine');
