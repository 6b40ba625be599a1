/** Types for chromium.mjs (plain JavaScript so that scripts/test.mjs can import it). */
export declare const NO_CHROMIUM_MESSAGE: string;
export declare function findChromium(): string | undefined;
export declare function requireChromium(): string;
