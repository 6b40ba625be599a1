// Income from house property (s.22-24; ITA 2025 ss.20-22): each let-out house's net annual value
// less 30 % and the interest on its loan; a self-occupied house has a nil annual value and, in the
// old regime only, up to 2,00,000 of interest in all (s.24(b)). A loss is set off first against
// brought-forward-loss-free house income, then against other heads up to 2,00,000 (s.71(3A)) in
// the old regime; the new regime allows no such set-off (s.115BAC(2)(ii)(b)). See docs/tax-sources.md.
import type { CompiledYear } from '../compiled';
import { applyRate, percentToBasisPoints } from '../rounding';
import { EN, type EngineText } from '../text/en/index';
import type { HousePropertyInput, IncomeTaxInput, SetOffLine, Step } from '../types';
import { whole } from './common';

export interface HousePropertyHead {
  /** The head's income after set-off: never below minus the 2,00,000 limit (old) or 0 (new). */
  readonly income: number;
  /** Self-occupied interest allowed (old regime). */
  readonly selfOccupiedInterest: number;
  /** This year's loss not set off against other heads. */
  readonly lossNotSetOff: number;
  /** House-property loss to carry forward (s.71B): the year's unabsorbed loss and what is left of the brought-forward loss. */
  readonly carriedForward: number;
  readonly disallowedInNew: boolean;
  /** A house figure was given (the head appears in the working). */
  readonly present: boolean;
  /** houseProperties was given. */
  readonly listGiven: boolean;
}

export interface HouseContext {
  readonly y: CompiledYear;
  readonly isOld: boolean;
}

/** Net income of the listed houses (before any set-off), with the working per house. */
function housesIncome(
  houses: readonly HousePropertyInput[],
  ctx: HouseContext,
  steps: Step[],
  notes: string[],
  t: EngineText,
): { net: number; sop: number; disallowedInNew: boolean } {
  const hp = t.houseProperty;
  const deductionBp = percentToBasisPoints(ctx.y.housePropertyDeductionPercent);
  let net = 0;
  let sopClaim = 0;
  let selfOccupied = 0;
  let disallowedInNew = false;
  for (let i = 0; i < houses.length; i++) {
    const h = houses[i] as HousePropertyInput;
    const interest = whole(h.interestOnLoan);
    const n = i + 1;
    if (h.use === 'letOut') {
      const rent = whole(h.annualRent);
      const nav = Math.max(0, rent - whole(h.municipalTaxesPaid));
      const standard = applyRate(nav, deductionBp);
      const income = nav - standard - interest;
      steps.push({
        label: hp.letOutNav(n),
        amount: nav,
        section: '23',
        section2025: '21',
      });
      steps.push({
        label: hp.letOutStandard(n),
        amount: standard,
        section: '24(a)',
        section2025: '22(1)(a)',
      });
      if (interest > 0)
        steps.push({
          label: hp.letOutInterest(n),
          amount: interest,
          section: '24(b)',
          section2025: '22(1)(b)',
        });
      net += income;
    } else {
      selfOccupied++;
      if (selfOccupied > ctx.y.maxSelfOccupiedHouses)
        notes.push(hp.tooManySelfOccupied(n, ctx.y.maxSelfOccupiedHouses));
      if (interest > 0) {
        if (ctx.isOld) sopClaim += interest;
        else disallowedInNew = true;
      }
    }
  }
  let sop = 0;
  if (sopClaim > 0) {
    sop = Math.min(sopClaim, ctx.y.limitSelfOccupiedInterest);
    if (sop < sopClaim)
      notes.push(t.common.capNote(hp.capWhatSelfOccupied, sopClaim, sop, hp.capSelfOccupied));
    steps.push({
      label: hp.selfOccupiedInterest,
      amount: sop,
      section: '24(b)',
      section2025: '22(1)(b)',
    });
  }
  if (disallowedInNew) notes.push(hp.newSelfOccupiedInterest);
  return { net: net - sop, sop, disallowedInNew };
}

export function housePropertyHead(
  input: IncomeTaxInput,
  ctx: HouseContext,
  broughtForward: number,
  setOff: SetOffLine[],
  steps: Step[],
  notes: string[],
  // English when not given, as for a direct call from a test.
  t: EngineText = EN,
): HousePropertyHead {
  const hp = t.houseProperty;
  const houses = input.houseProperties;
  let net: number;
  let sop = 0;
  let disallowedInNew = false;
  let present: boolean;
  if (houses && houses.length > 0) {
    if (input.housePropertyIncome !== undefined || whole(input.deductions?.homeLoanInterest) > 0)
      notes.push(hp.legacyIgnored);
    const r = housesIncome(houses, ctx, steps, notes, t);
    net = r.net;
    sop = r.sop;
    disallowedInNew = r.disallowedInNew;
    present = true;
  } else {
    const sopClaim = whole(input.deductions?.homeLoanInterest);
    if (sopClaim > 0) {
      if (!ctx.isOld) disallowedInNew = true;
      else {
        sop = Math.min(sopClaim, ctx.y.limitSelfOccupiedInterest);
        if (sop < sopClaim)
          notes.push(t.common.capNote(hp.capWhatSelfOccupied, sopClaim, sop, hp.capSelfOccupied));
      }
    }
    const otherHouse = whole(input.housePropertyIncome);
    net = otherHouse - sop;
    present = sopClaim > 0 || otherHouse !== 0;
  }

  // s.71B: a brought-forward loss only against house income, for eight years.
  let bfLeft = broughtForward;
  if (bfLeft > 0 && net > 0) {
    const used = Math.min(bfLeft, net);
    net -= used;
    bfLeft -= used;
    setOff.push({
      loss: hp.broughtForwardLoss,
      against: hp.againstHouseIncome,
      amount: used,
      section: '71B',
      section2025: '110',
    });
    if (!ctx.isOld) notes.push(hp.newBroughtForward);
  }

  let income = net;
  let lossNotSetOff = 0;
  if (net < 0) {
    const loss = -net;
    const allowed = ctx.isOld ? Math.min(loss, ctx.y.limitHousePropertySetOff) : 0;
    income = allowed > 0 ? -allowed : 0; // never -0
    lossNotSetOff = loss - allowed;
    if (allowed > 0)
      setOff.push({
        loss: hp.lossOfYear,
        against: hp.againstOtherHeads,
        amount: allowed,
        section: '71(3A)',
        section2025: '109',
      });
    if (!ctx.isOld) notes.push(hp.newNoSetOff);
    else if (lossNotSetOff > 0) {
      notes.push(hp.lossCarried(loss, allowed, lossNotSetOff));
    }
  }
  if (present || broughtForward > 0)
    steps.push({ label: hp.houseIncome, amount: income, section: '24', section2025: '22' });
  // The new regime's unabsorbed loss of the year is contested as to carry-forward: not carried.
  const carriedForward = bfLeft + (ctx.isOld ? lossNotSetOff : 0);
  return {
    income,
    selfOccupiedInterest: sop,
    lossNotSetOff,
    carriedForward,
    disallowedInNew,
    present,
    listGiven: houses !== undefined,
  };
}
