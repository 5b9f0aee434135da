/** The screens' own fallback is the shell's message (the shell already stops an OWNER before them). */
export { NoAccess as AdminOnly } from '@/features/dashboard/components/no-access';
