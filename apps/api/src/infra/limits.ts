/**
 * Per-client limits of the cheap public reads, set from their measured cost (bench/RESULTS.md,
 * "Rate limits") and for India's carrier-grade NAT, where many phones share one public address:
 * generous enough for a crowd behind one address, low enough that one client cannot fill the
 * server. The limits on what costs money or trust (admin sign-in, model calls, e-mails) stay
 * strict where they are defined. Every limit and why: docs/security.md, "Rate limits".
 */

/** Site search: about 1 ms of CPU each; 300 a minute from one address is 0.5% of one core. */
export const SEARCH_RATE_LIMIT = { max: 300, timeWindow: '1 minute' };

/**
 * The explainer and chat without a model: answers composed from our pages, a few ms of CPU each.
 * With a model, AI_RATE_LIMIT (10 a minute) and the global MODEL_CALLS_PER_MINUTE apply instead.
 */
export const OFFLINE_AI_RATE_LIMIT = { max: 60, timeWindow: '1 minute' };
