/**
 * Section numbers keep their capitals in titles ("Section 80C", "section 80CCD(1B)"): a keyword
 * typed in lower case ("section 80c") would otherwise read "Section 80c" after title-casing.
 */
const SECTION_NUMBER = /\b(sections?|sec\.|u\/s)(\s+)(\d+[a-z]*(?:\(\w+\))*)/gi;

export function upperCaseSectionNumbers(text: string): string {
  return text.replace(
    SECTION_NUMBER,
    (_m, word: string, gap: string, n: string) => `${word}${gap}${n.toUpperCase()}`,
  );
}
