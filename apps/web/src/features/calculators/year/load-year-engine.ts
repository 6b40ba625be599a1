/** The engine behind the live result, fetched on first use. */
export const loadYearEngine = () => import('./year-engine');
