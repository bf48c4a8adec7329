/** A help request in the list's words: a one-line excerpt of its message, and the links that answer its sender. */
import type { SupportRequest } from '../api';

export const EXCERPT_LENGTH = 120;

/**
 * The message on one line, at most `max` characters (code points, so an emoji is never cut in
 * half), cut after the last whole word when there is one, with "…" when something was left out.
 */
export function excerpt(message: string, max = EXCERPT_LENGTH): string {
  const oneLine = message.replace(/\s+/g, ' ').trim();
  const chars = Array.from(oneLine);
  if (chars.length <= max) return oneLine;
  const cut = chars.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/**
 * A `mailto:` link to an address. The server accepts any character but whitespace, `,`, `;`, `<`
 * and `>` in an address, so `?`, `#`, `%` or `&` are encoded rather than read as the link's own
 * parts; the last `@` separates the mailbox from the domain.
 */
export function mailto(email: string, fields: { subject?: string; body?: string } = {}): string {
  const at = email.lastIndexOf('@');
  const address = `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
  const query = Object.entries(fields)
    .flatMap(([key, value]) => (value ? [`${key}=${encodeURIComponent(value)}`] : []))
    .join('&');
  return query ? `mailto:${address}?${query}` : `mailto:${address}`;
}

export const REPLY_SUBJECT = 'Re: your message';

/** The reply to a help request, addressed and greeting its sender by name. */
export const replyMailto = (request: Pick<SupportRequest, 'email' | 'name'>) =>
  mailto(request.email, { subject: REPLY_SUBJECT, body: `Hello ${request.name},\n\n` });
