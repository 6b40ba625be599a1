export { defaultMailFrom, mailDomain, smtpUrlProblem, type MailSettings } from './config';
export {
  DEFAULT_DELIVERY,
  deliverMail,
  isPermanentFailure,
  type DeliveryDeps,
  type DeliveryResult,
  type DeliverySettings,
} from './deliver';
export { messageIdFor, oneLine, queueMail, type OutboxSettings, type OutgoingMail } from './outbox';
export {
  newsletterHtml,
  renderMail,
  type Brand,
  type MailTemplateData,
  type RenderedMail,
} from './templates';
export { createSmtpTransport } from './transport';
export { deliverySettingsFrom, MailEnvShape, type MailEnv } from './env';
