// The mail module's public surface: import it through here (docs/ARCHITECTURE.md, Boundaries).
export { createMailer, type Mailer } from './mailer';
export { mailAdminRoutes } from './mail.routes';
export { mailsToAddressToday } from './mail.repository';
export { createIssueService } from './newsletter-issues';
