// English working lines and notes of year/capital-gains-head.ts (docs/i18n.md, "The engine's text").
export const CAPITAL_GAINS_HEAD_EN = {
  /** Put before each note of a transfer; `n` counts from 1. */
  transferPrefix: (n: number) => `Transfer ${n}: `,
  transferLabel: (n: number, long: boolean, loss: boolean) =>
    `Transfer ${n}: ${long ? 'long' : 'short'}-term ${loss ? 'loss' : 'gain'}`,
  // What a loss was set off against (set-off lines).
  against111A: 'Short-term gains (s.111A)',
  against112A: 'Long-term gains (s.112A)',
  against112: 'Long-term gains (s.112)',
  againstSlab: 'Short-term gains at slab rates',
  // The loss set off (set-off lines).
  longLossOfYear: 'Long-term capital loss of the year',
  shortLossOfYear: 'Short-term capital loss of the year',
  broughtForwardLong: 'Brought-forward long-term capital loss',
  broughtForwardShort: 'Brought-forward short-term capital loss',
  // Notes
  gainsSplitFy2425:
    'FY 2024-25: gains without a date are taxed at the rates for transfers on or after 23 July 2024; give earlier transfers in capitalGains.before23July2024.',
  beforeJulyIgnored:
    "This year has no transfers before 23 July 2024 at different rates: those gains are taxed at the year's rates.",
  setOffOrder:
    'Capital losses are set off against the highest-taxed gains first (short-term gains at slab rates ranked by the slab band each part of them falls in), which keeps the tax lowest; a long-term loss only against long-term gains (s.70(3), s.74).',
  carriedForward:
    'Capital losses not set off this year are carried forward for eight years (s.74): a short-term loss against any capital gain, a long-term loss only against long-term gains; they cannot be set off against other income (s.71(3)).',
};

export type CapitalGainsHeadText = typeof CAPITAL_GAINS_HEAD_EN;
