/** Every check of `npm run doctor`, in order, and the report's lines. */
import { checkCatalog } from './catalog';
import type { CheckResult, DoctorContext } from './check';
import { checkCurrencies } from './currencies';
import { checkJwt } from './jwt';
import { checkGateway, checkStripe } from './payments';
import { checkPermalinks, checkReadKey, checkWriteKey } from './restApi';
import { checkTaxAndShipping } from './taxAndShipping';

export type { CheckResult, DoctorContext } from './check';

export async function runChecks(context: DoctorContext): Promise<CheckResult[]> {
  const permalinks = await checkPermalinks(context);
  const read = await checkReadKey(context);
  // Without the REST API or the keys nothing else can be read: say so once.
  if (read.status === 'fail') return [permalinks, read];
  const rest = await Promise.all([
    checkWriteKey(context),
    checkJwt(context),
    checkCurrencies(context),
    checkGateway(context),
    checkTaxAndShipping(context),
    checkCatalog(context),
    checkStripe(context),
  ]);
  return [permalinks, read, ...rest.flat()];
}

const MARK = { ok: 'ok  ', warn: 'WARN', fail: 'FAIL' } as const;

/** One line per check (and its fix, indented), then the verdict. */
export function formatReport(results: readonly CheckResult[]): string {
  const lines = results.map(
    (result) => `${MARK[result.status]}  ${result.name}: ${result.message}${result.fix ? `\n      -> ${result.fix}` : ''}`,
  );
  const failures = results.filter((result) => result.status === 'fail').length;
  const warnings = results.filter((result) => result.status === 'warn').length;
  lines.push(
    failures > 0
      ? `${failures} problem(s) would break a purchase${warnings ? `, ${warnings} warning(s)` : ''}.`
      : `This store can run the shop${warnings ? ` (${warnings} warning(s))` : ''}.`,
  );
  return `${lines.join('\n')}\n`;
}
