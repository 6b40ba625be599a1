// The faq module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { faqRoutes } from './faq.routes';
