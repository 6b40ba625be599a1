import type { MailStatus } from '@taxguide/contracts/mail';
import { Badge, type BadgeVariant } from '../../components/ui/badge';

/** The sandbox of a mail's frame: links may open a new tab; no script, form or same origin. */
export const MAIL_FRAME_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

/**
 * The mail's HTML with `<base target="_blank">` first in its head, so that a link opens a new
 * tab instead of replacing the frame's own document.
 */
export function withLinksInNewTab(html: string): string {
  const base = '<base target="_blank">';
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (head)
    return (
      html.slice(0, head.index + head[0].length) + base + html.slice(head.index + head[0].length)
    );
  // No <head>: put it after a doctype, if any, so the document keeps its standards mode.
  const doctype = /^\s*<!doctype[^>]*>/i.exec(html);
  if (doctype) return doctype[0] + base + html.slice(doctype[0].length);
  return base + html;
}

/**
 * A mail's HTML as the reader sees it, in a sandboxed frame: its links are clickable (opening a
 * new tab) but none of its scripts runs and it cannot reach this page.
 */
export function MailFrame({ html, title }: { html: string; title: string }) {
  return (
    <iframe
      title={title}
      sandbox={MAIL_FRAME_SANDBOX}
      srcDoc={withLinksInNewTab(html)}
      referrerPolicy="no-referrer"
      className="h-[28rem] w-full rounded-md border border-slate-200 bg-white"
    />
  );
}

const STATUS_BADGES: Record<MailStatus, BadgeVariant> = {
  held: 'warning',
  pending: 'outline',
  sending: 'outline',
  sent: 'success',
  failed: 'destructive',
};

/** held (no SMTP), pending, sending, sent or failed, each in its colour. */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  return <Badge variant={STATUS_BADGES[status]}>{status}</Badge>;
}
