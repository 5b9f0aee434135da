/** Issue 18's API side of the languages: message catalogues, the request language, English validation texts. */
export * from './localize.ts';
export * from './negotiate.ts';
export { englishIssueMessage, issueMessageIn } from './zod-english.ts';
export { type MailTextId, mailText } from './mail-texts.ts';
