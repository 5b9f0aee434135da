/**
 * The messages a page sends to the browser: only the namespaces that client
 * islands read (issue 18's budget — "client islands get only their own
 * keys"); everything else is rendered on the server.
 */
import type { AbstractIntlMessages } from 'next-intl';

export const CLIENT_NAMESPACES = ['Client'] as const;

/** `messages` cut down to CLIENT_NAMESPACES. */
export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((n) => n in messages).map((n) => [n, messages[n] as AbstractIntlMessages]));
}
