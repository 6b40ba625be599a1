// English working lines and notes of year/house-property.ts (docs/i18n.md, "The engine's text").
import { formatInr } from '../../format';

export const HOUSE_PROPERTY_EN = {
  houseIncome: 'Income from house property',
  newNoSetOff:
    'New regime: a house-property loss is not set off against other heads (s.115BAC(2)(ii)(b)).',
  legacyIgnored:
    'houseProperties given: housePropertyIncome and deductions.homeLoanInterest are ignored (give the interest on each house instead).',
  newBroughtForward:
    'New regime: a brought-forward house-property loss is set off against house income on the footing that it does not come from self-occupied interest (s.115BAC(2)(ii)(a) bars that part).',
  newSelfOccupiedInterest:
    'New regime: no deduction for interest on a self-occupied house (s.115BAC(2)); interest on a let-out house is allowed.',
  letOutNav: (n: number) => `House ${n} (let out): net annual value`,
  letOutStandard: (n: number) => `House ${n}: less 30 % standard deduction`,
  letOutInterest: (n: number) => `House ${n}: less interest on loan`,
  selfOccupiedInterest: 'Self-occupied houses: less interest on loan',
  tooManySelfOccupied: (n: number, max: number) =>
    `House ${n}: only ${max} houses may be self-occupied (s.23(4)); a further one is deemed let out at its expected rent, which is not an input here: its annual value is taken as nil.`,
  // `what` and `section` of the shared cap note (t.common.capNote).
  capWhatSelfOccupied: 'Self-occupied home-loan interest',
  capSelfOccupied: 's.24(b)',
  // Set-off lines of the result.
  broughtForwardLoss: 'Brought-forward house-property loss',
  againstHouseIncome: 'Income from house property',
  lossOfYear: 'House-property loss of the year',
  againstOtherHeads: 'Other heads of income',
  lossCarried: (loss: number, allowed: number, carried: number) =>
    `House-property loss ${formatInr(loss)}: ${formatInr(allowed)} set off against other income (s.71(3A)); ${formatInr(carried)} carried forward (s.71B).`,
};

export type HousePropertyText = typeof HOUSE_PROPERTY_EN;
