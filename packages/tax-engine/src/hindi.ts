// The engine's Hindi text (docs/i18n.md): `computeIncomeTax(input, { text: HI })`. A module of its
// own so that English pages never download it.
export { HI } from './text/hi/index';
