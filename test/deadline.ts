import { readFileSync } from 'node:fs'
import { afterEach, beforeEach, type SuiteContext, type TestContext } from 'node:test'

/**
 * Ends this test process when one step of it lasts longer than `ms`: loading its files, one test with
 * its hooks, or what follows a test (its `t.after`, the next test's `before`, the file's `after`). The
 * step is named on standard error with the process's files, the process exits 1, and node --test reports
 * the file as failed: a test that hangs fails within `ms` instead of holding the suite. Imported first by
 * each process's entry file (test/run.ts). Node's --test-timeout cannot be that bound: on Node 20 it
 * bounds each process as a whole (all the files it runs), on Node 24 only each test, not a top-level
 * await or a hook after the last test.
 */
export function endStepsLongerThan(ms: number, files: readonly string[]): void {
  let timer: NodeJS.Timeout | undefined
  const arm = (step: string) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      console.error(`${files.join(', ')}: ${step} did not end within ${ms / 1000} s; the test process is ended`)
      for (const pid of childProcesses()) process.kill(pid, 'SIGKILL')
      process.exit(1)
    }, ms).unref()
  }
  arm('loading the test files')
  const nameOf = (t: SuiteContext | TestContext) => ('fullName' in t ? t.fullName : t.name)
  beforeEach((t) => arm(`test '${nameOf(t)}'`))
  afterEach((t) => arm(`what follows test '${nameOf(t)}'`))
}

/** The processes this one started that still run (a node, a browser), which would outlive it: Linux's list. */
function childProcesses(): number[] {
  try {
    const listed = readFileSync(`/proc/self/task/${process.pid}/children`, 'utf8')
    return listed.split(' ').filter(Boolean).map(Number)
  } catch {
    return []
  }
}
