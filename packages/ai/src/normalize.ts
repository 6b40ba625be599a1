/**
 * How a question is reduced before it is parsed, cached and logged. The same question typed
 * twice ("What is 80C?" / "what is 80c") must give the same key.
 */

import { glossary } from '@taxguide/content';

const EMAIL = /[^\s@<>()[\]]+@[^\s@<>()[\]]+\.[a-z]{2,}/gi;
// A PAN: five letters, four digits, a letter (e.g. ABCDE1234F).
const PAN = /\b[a-z]{5}\d{4}[a-z]\b/gi;

/**
 * Personal identifiers a visitor may paste into a question, replaced before the question is
 * stored in ai_queries or used as a cache key: nobody needs them to explain the law.
 */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PAN, '[pan]');
}

/**
 * Lower case, one kind of quote and dash, single spaces, no trailing punctuation. Keeps the
 * characters that carry meaning in tax questions: digits, ₹, %, brackets, "/" (u/s), "." and ",".
 */
export function normalizeQuery(query: string): string {
  return redactPersonalData(query.normalize('NFKC'))
    .toLowerCase()
    .replace(/[\u2018\u2019\u201b`´]/g, "'")
    .replace(/[\u201c\u201d"]/g, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[\s?!.;:,]+$/, '')
    .replace(/^[\s?!.;:,]+/, '')
    .trim();
}

/**
 * The words of a phrase for matching: hyphens and slashes become spaces ("long-term" =
 * "long term"), apostrophes go ("parents'" = "parents"), other punctuation separates words.
 * Brackets and the rupee sign stay attached so section numbers and amounts survive.
 */
export function matchText(text: string): string {
  return ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/['\u2018\u2019]/g, '')
    .replace(/[-\u2010-\u2015/]/g, ' ')
    // Devanagari stays: Hindi alias phrases are matched as words too.
    .replace(/[^0-9a-z₹()%.,\s\p{Script=Devanagari}]/gu, ' ')
    .replace(/[.,](?!\d)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** Devanagari letters and signs (matras, virama, anusvara): the Hindi words of a question. */
export const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * Hindi words that only shape a question ("क्या है", "कैसे", "का", "में"): dropped from a
 * Hindi question before it is read, as "what is" and "how" are stop words in English.
 */
export const HINDI_FILLER = new Set(
  (
    'क्या है हैं था थी थे कैसे कैसा कैसी कितना कितनी कितने कब कहां कहाँ कौन कौनसा कौनसी का की के ' +
    'में मे पर पे से को तक लिए लिये और या भी ही तो नहीं ना न होता होती होते होगा होगी होंगे हो ' +
    'करना करें करे करूं करूँ करते करता करती सकता सकती सकते चाहिए मुझे मेरा मेरी मेरे हमें हम ' +
    'आप आपको आपका यह ये वह वो इस उस इसका उसका जो कोई एक बताएं बताइए बताओ बताये समझाएं बारे'
  )
    .split(' ')
    .map((w) => foldHindi(w)),
);

/** Hindi words of questions that the glossary does not hold, each with our pages' English. */
const HINDI_WORDS: readonly (readonly [string, string])[] = [
  ['होम लोन', 'home loan'],
  ['हाउस लोन', 'home loan'],
  ['गृह ऋण', 'home loan'],
  ['ऋण', 'loan'],
  ['लोन', 'loan'],
  ['एचआरए', 'hra'],
  // The everyday word for HRA (the glossary follows the department's गृह किराया भत्ता).
  ['मकान किराया भत्ता', 'hra'],
  ['टीडीएस', 'tds'],
  ['टीसीएस', 'tcs'],
  ['शिक्षा ऋण', 'education loan'],
  ['एजुकेशन लोन', 'education loan'],
  ['मेडिक्लेम', 'mediclaim'],
  ['बीमा', 'insurance'],
  ['कर छूट', 'tax exemption'],
  ['टैक्स', 'tax'],
  ['रिटर्न भरने', 'return filing'],
  ['भरना', 'pay'],
  ['भरें', 'pay'],
  ['जमा', 'pay'],
  ['बचाएं', 'save'],
  ['बचाये', 'save'],
  ['बचत', 'savings'],
  ['निवेश', 'investment'],
  ['बिक्री', 'sale'],
  ['शेयर', 'shares'],
  ['मकान', 'house'],
  ['घर', 'house'],
  ['संपत्ति', 'property'],
  ['किराये', 'rent'],
  ['किराए', 'rent'],
  ['विकलांग', 'disabled'],
  ['विकलांगता', 'disability'],
  ['दिव्यांग', 'disabled'],
  ['उपचार', 'treatment'],
  ['इलाज', 'treatment'],
  ['माता पिता', 'parents'],
  ['सीमा', 'limit'],
  ['देर से', 'late'],
  ['देरी', 'late'],
  // "कब भरना है" asks when a payment falls due.
  ['कब भरना', 'due date'],
  ['कब भरें', 'due date'],
  ['कब जमा करना', 'due date'],
  ['कब तक भरना', 'due date'],
  ['लाख', 'lakh'],
  ['करोड़', 'crore'],
  ['रुपये', 'rupees'],
  ['भत्ता', 'allowance'],
  ['ग्रेच्युटी', 'gratuity'],
  ['छुट्टी नकदीकरण', 'leave encashment'],
  ['एनपीएस', 'nps'],
  ['पीपीएफ', 'ppf'],
  ['अतिरिक्त', 'additional'],
  ['प्रीमियम', 'premium'],
  ['व्यापार', 'business'],
  ['कारोबार', 'business'],
  ['पेशेवर', 'professional'],
  ['बेचकर', 'sold'],
  ['बेचने', 'sold'],
  ['बेचा', 'sold'],
  ['नया', 'new'],
  ['नए', 'new'],
  ['खरीदा', 'bought'],
  ['खरीदने', 'bought'],
  // English words written in Devanagari ("स्टैंडर्ड डिडक्शन", "एडवांस टैक्स").
  ['स्टैंडर्ड', 'standard'],
  ['डिडक्शन', 'deduction'],
  ['एडवांस', 'advance'],
  ['कैपिटल', 'capital'],
  ['गेन', 'gains'],
  ['गेंस', 'gains'],
  ['इंटरेस्ट', 'interest'],
  ['इनकम', 'income'],
  ['सेक्शन', 'section'],
  ['एग्जेम्प्शन', 'exemption'],
  ['पेनल्टी', 'penalty'],
  ['फाइल', 'file'],
  ['लेट', 'late'],
  ['फीस', 'fee'],
];

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One spelling for Hindi words typed two ways: the nukta dropped (ज़ = ज) and the chandrabindu
 * written as an anusvara (पूँजी = पूंजी).
 */
export function foldHindi(text: string): string {
  return text.replace(/\u093c/g, '').replace(/\u0901/g, '\u0902');
}

/** Hindi words → English, longest first so "मानक कटौती" wins over "कटौती". */
let hindiPhrases: { pattern: RegExp; en: string }[] | undefined;

function hindiToEnglish(): { pattern: RegExp; en: string }[] {
  hindiPhrases ??= [
    ...glossary.map((t) => [t.hi, (t.short ?? t.en).toLowerCase()] as const),
    ...HINDI_WORDS,
  ]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([hi, en]) => ({
      // Whole words only; Devanagari has no \b, so a word ends at a space or the text's end.
      pattern: new RegExp(`(?<=^|\\s)${escaped(foldHindi(hi.normalize('NFKC')))}(?=\\s|$)`, 'gu'),
      en,
    }));
  return hindiPhrases;
}

/**
 * A Hindi question as the explainer and the site search read it: the Hindi tax terms of the
 * glossary (and the everyday words above) put in our pages' English, question words dropped,
 * other Hindi words kept. A question without Devanagari is returned as it is, so English and
 * Hinglish questions are read exactly as before.
 */
export function readHindi(normalized: string): string {
  if (!DEVANAGARI.test(normalized)) return normalized;
  let text = ` ${foldHindi(normalized).replace(/[।॥]/g, ' ').replace(/\s+/g, ' ').trim()} `;
  for (const { pattern, en } of hindiToEnglish()) text = text.replace(pattern, en);
  return text
    .split(' ')
    .filter((w) => w && !HINDI_FILLER.has(w))
    .join(' ');
}

/**
 * The Hindi words of a text, for an index field that only Hindi questions should reach: every
 * other character goes, so "HUF/व्यक्ति" leaves no "huf" in the field.
 */
export function hindiWords(text: string | undefined): string {
  return (text ?? '').replace(/[^\p{Script=Devanagari}\u200c\u200d]+/gu, ' ').trim();
}
