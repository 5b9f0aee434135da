/**
 * Where the public site's messages live (issue 18): one folder per part of the
 * site, each with a `<locale>.json` per language, so that parts are written
 * side by side without touching one file. Every folder's top-level keys are
 * namespaces (`Nav`, `Footer`, `Client.Booking` …) and must not clash.
 * Client islands read only the `Client` namespace (client-messages.ts).
 */
export const MESSAGE_FOLDERS = ['common', 'home', 'listing', 'unit', 'booking', 'content'] as const;
