// What other features may use of the assistant (docs/ARCHITECTURE.md, Boundaries). Only small,
// side-effect-free modules: a barrel that reached the islands would pull their code into importers.
export { ExplanationBody } from './explanation-result';
