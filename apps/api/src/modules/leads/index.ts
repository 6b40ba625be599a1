// The leads module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { leadsRoutes } from './leads.routes';
export { recordPdfDownloadLead } from './leads.service';
