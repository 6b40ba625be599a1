// What other features may use of the calculators (docs/ARCHITECTURE.md, Boundaries). Only small,
// side-effect-free modules: a barrel that reached the islands would pull their code into importers.
export { yearUrl } from './year/url-state';
