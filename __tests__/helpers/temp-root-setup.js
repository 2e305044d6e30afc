// Every temporary folder a test run makes (the harness's, the tests' own, the test certificates')
// goes under one root, which the teardown removes: a run of the suite leaves nothing in /tmp.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export default function setUpTemporaryRoot() {
  const root = mkdtempSync(join(tmpdir(), 'gate-tests-'))
  process.env['GATE_TESTS_TEMPORARY_ROOT'] = root
  // os.tmpdir() reads TMPDIR on every call, here and in the workers started after this.
  process.env['TMPDIR'] = root
}
