/**
 * English texts for the validation issues a schema raises without its own
 * message (issue 18), the counterpart of zod-turkish.ts: never a type name,
 * a regular expression or the received value, only what the guest has to
 * write instead. Chosen per parse (`issueMessageIn`), not by a global switch,
 * so two requests in two languages never see each other's.
 */
import type { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../locales.ts';
import { turkishIssueMessage } from '../zod-turkish.ts';

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'yes or no',
  date: 'a valid date',
  array: 'a list',
  tuple: 'a list',
  set: 'a list',
  object: 'an object',
  record: 'an object',
  map: 'an object',
  file: 'a file',
};

const FORMAT_NAMES: Record<string, string> = {
  email: 'e-mail address',
  url: 'web address',
  uuid: 'id',
  guid: 'id',
  datetime: 'date and time',
  date: 'date (YYYY-MM-DD)',
  time: 'time',
  duration: 'duration',
  ipv4: 'IP address',
  ipv6: 'IP address',
  e164: 'phone number',
  iban: 'IBAN',
  jwt: 'session key',
  base64: 'base64 text',
  json_string: 'JSON text',
};

const UNITS: Record<string, [string, string]> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  map: ['item', 'items'],
  file: ['byte', 'bytes'],
};

const bound = (value: unknown, origin: string | undefined): string =>
  origin === 'date' && typeof value === 'number'
    ? new Date(value).toLocaleDateString('en-GB', {
        timeZone: 'Europe/Istanbul',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      })
    : String(value);
const counted = (value: unknown, origin: string | undefined): string | undefined => {
  const unit = UNITS[origin ?? ''];
  return unit ? `${String(value)} ${Number(value) === 1 ? unit[0] : unit[1]}` : undefined;
};

/** The English message of one zod issue; a sentence ending in a full stop, never undefined. */
export function englishIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return 'This field is required.';
      if (issue.expected === 'number' && typeof issue.input === 'number') return 'Enter a valid number.';
      const name = TYPE_NAMES[issue.expected];
      return name ? `This field must be ${name}.` : 'Invalid value.';
    }
    case 'too_small': {
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'This field cannot be empty.';
      if (issue.origin === 'date') return `The date must be ${bound(issue.minimum, issue.origin)} or later.`;
      const size = counted(issue.minimum, issue.origin);
      if (size) return `Must be at least ${size}.`;
      return issue.inclusive ? `Must be at least ${String(issue.minimum)}.` : `Must be greater than ${String(issue.minimum)}.`;
    }
    case 'too_big': {
      if (issue.origin === 'date') return `The date can be ${bound(issue.maximum, issue.origin)} at the latest.`;
      const size = counted(issue.maximum, issue.origin);
      if (size) return `Can be at most ${size}.`;
      return issue.inclusive ? `Can be at most ${String(issue.maximum)}.` : `Must be less than ${String(issue.maximum)}.`;
    }
    case 'invalid_format': {
      const name = FORMAT_NAMES[issue.format];
      return name ? `Enter a valid ${name}.` : 'Invalid format.';
    }
    case 'not_multiple_of':
      return `Must be a multiple of ${String(issue.divisor)}.`;
    case 'invalid_value':
      if (issue.input === undefined) return 'This field is required.';
      return issue.values.length === 1 ? 'Invalid value.' : 'Invalid choice; pick one of the listed options.';
    case 'unrecognized_keys':
      return `Unknown field: ${issue.keys.join(', ')}.`;
    case 'invalid_key':
      return 'Invalid key.';
    case 'invalid_element':
      return 'The list holds an invalid value.';
    default:
      return 'Invalid value.';
  }
}

/** Each language's issue texts; a language without its own reads Turkish. */
const ISSUE_MESSAGES: { readonly [L in Locale]?: (issue: z.core.$ZodRawIssue) => string } = {
  tr: turkishIssueMessage,
  en: englishIssueMessage,
};

/** The issue-message function of `locale` (a zod per-parse `error`), Turkish as the fallback. */
export function issueMessageIn(locale: Locale): (issue: z.core.$ZodRawIssue) => string {
  return ISSUE_MESSAGES[locale] ?? ISSUE_MESSAGES[DEFAULT_LOCALE] ?? turkishIssueMessage;
}
