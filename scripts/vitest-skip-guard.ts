import type { Reporter, TestModule } from 'vitest/node';
import { describeDisallowed, disallowedSkips, guardApplies, loadAllowedSkips, repoPath } from './skip-guard';

/** Vitest reporter (vitest.config.ts): under CI, a skipped test not in allowed-skips.json fails the run. */
export default class VitestSkipGuard implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    if (!guardApplies(process.env)) return;
    const skipped = testModules.flatMap((module) =>
      [...module.children.allTests()]
        .filter((test) => test.result().state === 'skipped')
        .map((test) => ({ file: repoPath(module.moduleId), fullTitle: test.fullName })),
    );
    const refused = disallowedSkips(skipped, loadAllowedSkips().vitest, {
      platform: process.platform,
      env: process.env,
    });
    if (refused.length === 0) return;
    console.error(describeDisallowed('vitest', refused));
    process.exitCode = 1;
  }
}
