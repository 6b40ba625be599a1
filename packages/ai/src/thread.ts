/**
 * What a chat thread is about, derived from its stored user turns alone (no extra storage):
 * the inputs of the newest tax figure, and the section under discussion. Each turn is planned
 * oldest first with the state the turns before it left, so "and in the old regime?" after
 * "what if my income is 18 lakh?" after "tax on 15 lakh" reruns 18 lakh in the old regime.
 */
import type { IncomeTaxRequest } from './calculation';
import { matchAliases } from './aliases';
import { findSectionReferences } from './section-references';

export interface ThreadState {
  /** Inputs of the newest income-tax figure in the thread. */
  calculation?: IncomeTaxRequest;
  /** Main section of the newest answer that had one. */
  section?: string;
}

export interface TurnPlan<P> {
  /** The question as it was finally read (with the section it refers back to, if any). */
  normalized: string;
  plan: P;
  /** Set when this turn produced an income-tax figure. */
  calculation?: IncomeTaxRequest;
  /** The main section of this turn's answer, when it has one. */
  section?: string | null;
}

/** User turns read to rebuild the state: enough for any follow-up people chain in practice. */
export const THREAD_TURNS = 6;

/** Words that point back at what was just discussed. */
const POINTER =
  /\b(?:it|its|this|that|these|those|them|same|above|iska|iski|iske|isme|ismein|uska|uski|uske)\b/;
/** A bare ask about a property of the last topic: "the limit?", "and the rate", "who". */
const BARE_ASK =
  /^(?:and |what about |how about |also |then |what is |what's |whats |what are |tell me )?(?:the )?(?:limit|limits|rate|rates|conditions?|eligibility|due date|deadline|penalty|documents?|proof|examples?|exemption|deduction|maximum|max|max limit|who|when|how much|kitna|kitni)\b/;

/**
 * True when the question leans on the previous answer's section: it names no section or topic
 * of its own (a regime is context, not a topic) and points back or only asks for a property.
 */
export function refersBack(normalizedQuery: string): boolean {
  const text = normalizedQuery.replace(/[?.!]+$/, '').trim();
  if (findSectionReferences(text).length > 0) return false;
  if (matchAliases(text).some((a) => !a.alias.sections.includes('115BAC'))) return false;
  return POINTER.test(text) || (text.split(' ').length <= 6 && BARE_ASK.test(text));
}

/** "And in the new regime?", "what about the old regime": only a regime, as a follow-up. */
const REGIME_FOLLOW_UP =
  /^(?:and |or |what about |how about |but |aur )?(?:in |for |under |with )?(?:the )?(?:old|new)(?: tax)? regime(?: mein| me| then| instead)?$/;

export function isRegimeFollowUp(normalizedQuery: string): boolean {
  return REGIME_FOLLOW_UP.test(normalizedQuery.replace(/[?.!]+$/, '').trim());
}

/** Starts like a follow-up ("and ...", "what about ...", "for ...") and is short. */
const FOLLOW_UP_START =
  /^(?:and|or|what about|how about|also|then|but|for|with|in|only|same|aur|agar)\b/;

/** Ends like a follow-up: "what applies now then", "for parents too". */
const FOLLOW_UP_END = /\b(?:then|too|instead|as well)$/;

/** Hindi-English follow-ups: "parents ke liye 50000?", "senior ke liye bhi?". */
const HINGLISH_FOLLOW_UP = /\b(?:ke liye|ke liye bhi|ka kya|ki kya|ke bare me)\b|\bbhi$/;

export function isFollowUpShaped(normalizedQuery: string): boolean {
  const text = normalizedQuery.replace(/[?.!]+$/, '').trim();
  const words = text.split(' ').length;
  return (
    (words <= 8 && (FOLLOW_UP_START.test(text) || FOLLOW_UP_END.test(text))) ||
    (words <= 6 && HINGLISH_FOLLOW_UP.test(text))
  );
}

/** Plans the newest user turn with the state all earlier (recent) turns left behind. */
export function planThread<P>(
  userTurns: readonly string[],
  planTurn: (text: string, state: ThreadState, previous: TurnPlan<P> | undefined) => TurnPlan<P>,
): { last: TurnPlan<P>; state: ThreadState } {
  const turns = userTurns.slice(-THREAD_TURNS);
  let state: ThreadState = {};
  let previous: TurnPlan<P> | undefined;
  let last: TurnPlan<P> | undefined;
  for (const text of turns.length > 0 ? turns : ['']) {
    last = planTurn(text, state, previous);
    state = {
      ...((last.calculation ?? state.calculation)
        ? { calculation: last.calculation ?? state.calculation }
        : {}),
      ...((last.section ?? state.section) ? { section: last.section ?? state.section } : {}),
    };
    previous = last;
  }
  return { last: last!, state };
}
