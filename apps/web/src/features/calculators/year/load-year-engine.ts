import { loadEngineText } from '../load-engine';

/** The year's engine with its working in the page's language (Hindi fetched on a Hindi page only). */
export async function loadYearEngine(locale: string) {
  const [engine, text] = await Promise.all([import('./year-engine'), loadEngineText(locale)]);
  return {
    compareYear: (request: Parameters<typeof engine.compareYear>[0]) =>
      engine.compareYear(request, text),
  };
}
