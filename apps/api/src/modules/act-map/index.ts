// The act-map module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { actMapRoutes } from './act-map.routes';
export { actMapEntry } from './act-map.service';
export { act2025SectionRedirect } from './section-redirect';
