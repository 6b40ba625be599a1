// The contact module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { contactRoutes } from './contact.routes';
