import { GraphQLError } from 'graphql';

/**
 * Runs a command's `main` when its module is the script node was started with (not when a test imports it), and
 * exits with the code it returns. An error is printed as its message (with the field at fault, for a typed API
 * error) and exits 1.
 */
export function runAsScript(moduleUrl: string, main: (argv: string[]) => Promise<number>): void {
  if (!process.argv[1] || !moduleUrl.endsWith(process.argv[1].replace(/\\/g, '/'))) return;
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      const field = error instanceof GraphQLError && error.extensions.field ? ` (${String(error.extensions.field)})` : '';
      console.error(`${error instanceof Error ? error.message : String(error)}${field}`);
      process.exit(1);
    },
  );
}
