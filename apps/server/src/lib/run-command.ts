import { ConfigError } from '../config';
import { DatabaseUnavailableError } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';

type ErrorClass = abstract new (...args: never[]) => Error;

/** Problems a person can fix from the message alone: shown as one line, without a stack. */
const EXPLAINED: ErrorClass[] = [ConfigError, DatabaseUnavailableError, DataDirInUseError];

/**
 * Runs a command-line task (`npm run seed`, the importer): a known problem prints one clear line, anything
 * else prints its stack after `failure`; both exit with 1.
 */
export function runCommand(
  task: () => Promise<void>,
  failure: string,
  alsoExplained: ErrorClass[] = [],
): void {
  task().catch((error: unknown) => {
    if ([...EXPLAINED, ...alsoExplained].some((known) => error instanceof known)) {
      process.stderr.write(`${(error as Error).message}\n`);
    } else {
      process.stderr.write(
        `${failure}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      );
    }
    process.exit(1);
  });
}
