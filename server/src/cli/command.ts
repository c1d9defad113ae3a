/**
 * What the owner's commands share: their output with every terminal control escaped (what shoppers
 * wrote cannot drive the terminal), and the run that turns `main`'s answer into the exit code.
 */
import { terminalText } from '../content/terminalText';

export const print = (text: string) => process.stdout.write(terminalText(text));
export const printError = (text: string) => process.stderr.write(terminalText(text));

/** Runs `main` with the command's arguments: its answer is the exit code; a failure prints its message and exits 1. */
export function runCommand(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      printError(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
