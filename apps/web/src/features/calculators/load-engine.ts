import type { EngineText } from '@taxguide/tax-engine';

/** The browser calculators, fetched on first use (the first focus of a form, or its submit). */
export const loadEngine = () => import('./engine');

/**
 * The engine's working lines and notes in the page's language: English is built in; the Hindi
 * is a chunk of its own, fetched only on a Hindi page (docs/i18n.md, "The engine's text").
 */
export async function loadEngineText(locale: string): Promise<EngineText | undefined> {
  if (locale !== 'hi') return undefined;
  return (await import('@taxguide/tax-engine/hindi')).HI;
}
