/**
 * Prints, after the run's summary, each failed test with the first lines of its error and the
 * step it failed at, so that a log kept only by its tail still says what went wrong.
 */
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const LINES_PER_FAILURE = 8;

// eslint-disable-next-line no-control-regex
const stripAnsi = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

export default class FailureDigest implements Reporter {
  private failures: { test: TestCase; result: TestResult }[] = [];

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status !== 'passed' && result.status !== 'skipped') this.failures.push({ test, result });
  }

  onEnd() {
    if (this.failures.length === 0) return;
    const out: string[] = ['', `Failure digest (${this.failures.length}):`];
    for (const { test, result } of this.failures) {
      out.push(`✘ ${test.location.file.split('/').slice(-2).join('/')} › ${test.title} (${result.status})`);
      const error = result.errors[0];
      if (!error) continue;
      const where = error.location ? `  at ${error.location.file.split('/').slice(-2).join('/')}:${error.location.line}` : '';
      const message = stripAnsi(error.message ?? String(error.value ?? ''))
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(0, LINES_PER_FAILURE)
        .map((line) => `  ${line}`);
      out.push(...message);
      if (where) out.push(where);
    }
    process.stdout.write(`${out.join('\n')}\n`);
  }

  printsToStdio() {
    return false;
  }
}
