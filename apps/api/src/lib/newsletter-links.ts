/**
 * The newsletter's public links, on SITE_URL. Shared by the newsletter module (confirmation mails)
 * and the mail module (an issue's unsubscribe link and List-Unsubscribe header).
 */
export const confirmUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/newsletter/confirm?token=${token}`;
export const unsubscribeUrl = (siteUrl: string, token: string) =>
  `${siteUrl}/newsletter/unsubscribe?token=${token}`;
