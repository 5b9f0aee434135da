/**
 * What the backup and restore commands share: argument parsing with a
 * Turkish usage text, and one way to end. A BackupError prints its message
 * alone; anything else prints `<failure>: <message>`; both exit with 1.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { BackupError } from './backup-error.ts';

type Options = NonNullable<ParseArgsConfig['options']>;

/** Parsed arguments, or null after printing `usage` (for `--help`, or to stderr with status 2 for bad arguments). */
export function parseCommandLine(options: Options, usage: string, allowPositionals: boolean) {
  try {
    const parsed = parseArgs({ options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals });
    if (parsed.values.help) {
      console.log(usage);
      return null;
    }
    return parsed;
  } catch {
    console.error(usage);
    process.exitCode = 2;
    return null;
  }
}

/** Runs `main`, turning a failure into a message and exit status 1. */
export function runCommand(failure: string, main: () => Promise<void>): void {
  main().catch((err: unknown) => {
    if (err instanceof BackupError) console.error(err.message);
    else console.error(`${failure}: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  });
}
