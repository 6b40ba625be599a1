// The sections module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { sectionsRoutes } from './sections.routes';
export { CURATED_SECTION_ORDER, createSectionsService } from './sections.service';
