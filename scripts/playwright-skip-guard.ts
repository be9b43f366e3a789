import type { FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import {
  describeDisallowed,
  disallowedSkips,
  guardApplies,
  loadAllowedSkips,
  repoPath,
  type SkippedTest,
} from './skip-guard';

function fullTitle(test: TestCase): string {
  const titles = [test.title];
  for (let suite: Suite | undefined = test.parent; suite?.type === 'describe'; suite = suite.parent) {
    titles.unshift(suite.title);
  }
  return titles.join(' > ');
}

/** Playwright reporter (playwright.config.ts): under CI, a skipped test not in allowed-skips.json fails the run. */
export default class PlaywrightSkipGuard implements Reporter {
  private readonly skipped: SkippedTest[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'skipped')
      this.skipped.push({ file: repoPath(test.location.file), fullTitle: fullTitle(test) });
  }

  async onEnd(result: FullResult): Promise<{ status: FullResult['status'] } | undefined> {
    if (!guardApplies(process.env)) return undefined;
    const refused = disallowedSkips(this.skipped, loadAllowedSkips().playwright, {
      platform: process.platform,
      env: process.env,
    });
    if (refused.length === 0) return undefined;
    console.error(describeDisallowed('playwright', refused));
    return { status: result.status === 'passed' ? 'failed' : result.status };
  }

  printsToStdio(): boolean {
    return false;
  }
}
