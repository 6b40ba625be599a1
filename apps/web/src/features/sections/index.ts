// What other features may use of the sections (docs/ARCHITECTURE.md, Boundaries). Only small,
// side-effect-free modules: a barrel that reached the islands would pull their code into importers.
export { sectionsUrl } from './api/keys';
export { act2025Name, sectionPath } from './section-card';
