// A Vitest reporter for scripts/test.mjs: the errors of suites and files themselves (a hook that
// threw or timed out, an import that failed), which Vitest's JSON report leaves out. Written as
// JSON to the file named by RALLY_SUITE_ERRORS, so that the suite's last lines can say why.
import { writeFileSync } from 'node:fs';

export default class SuiteErrorsReporter {
  /** @type {{ file: string; suite: string; message: string }[]} */
  errors = [];

  /** @param {import('vitest/node').TestSuite} suite */
  onTestSuiteResult(suite) {
    for (const error of suite.errors()) {
      this.errors.push({
        file: suite.module.moduleId,
        suite: suite.fullName,
        message: error.message,
      });
    }
  }

  /** @param {import('vitest/node').TestModule} module */
  onTestModuleEnd(module) {
    for (const error of module.errors()) {
      this.errors.push({ file: module.moduleId, suite: '', message: error.message });
    }
  }

  onTestRunEnd() {
    const file = process.env.RALLY_SUITE_ERRORS;
    if (file) writeFileSync(file, JSON.stringify(this.errors));
  }
}
