/**
 * `npm run check-workflows -- DIR`: the recipe checks that `npm run lint` runs on the pages'
 * recipes, and actionlint, on one's own workflow files (every `*.yml` and `*.yaml` in DIR, e.g.
 * `.github/workflows`). Prints one `file:line: problem` line per problem and exits 1, or one all-clear line and exits 0;
 * exits 2 when DIR holds no workflow file.
 *
 * Node 20 cannot run a `.ts` file at all, and Node 22.6 to 22.17 only with a flag: run it through
 * `npm run`, which puts this project's own Node 24 (the `node` devDependency) first on the PATH.
 * npm runs it with `--liftoff-only`: actionlint is 9 MB of WebAssembly, and V8's optimizing tier spent 1.5 s of CPU on
 * it for a lint done in milliseconds (2.2 s of CPU a run, 0.7 s without). The gate's own input checks (src/gate/inputs.ts)
 * run as they are, through tools/resolve-ts.ts, registered before the checks are loaded.
 */
import './resolve-ts.ts'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { parseDocument } from 'yaml'
import { join, resolve } from 'node:path'
import { runLint } from './workflow-checks/actionlint.ts'

/**
 * npm runs a script in the project's folder, so a relative DIR is read from where the person ran
 * npm (INIT_CWD); run directly, from the current folder.
 */
function startedIn(): string {
  return process.env['npm_lifecycle_event'] === 'check-workflows' && process.env['INIT_CWD'] !== undefined
    ? process.env['INIT_CWD']
    : process.cwd()
}

/** actionlint's findings in each file, as `file:line:column: message [kind]` lines. */
async function actionlintProblems(files: ReadonlyArray<{ shownPath: string; yaml: string }>): Promise<string[]> {
  const problems: string[] = []
  // A file that is not YAML is said once, by the recipe checks.
  for (const { shownPath, yaml } of files.filter(({ yaml }) => parseDocument(yaml).errors.length === 0))
    for (const result of await runLint(yaml, shownPath))
      problems.push(`${shownPath}:${result.line}:${result.column}: ${result.message} [actionlint ${result.kind}]`)
  return problems
}

async function main(argv: string[]): Promise<number> {
  const [folder] = argv
  if (folder === undefined || argv.length > 1) {
    console.error('usage: npm run check-workflows -- DIR   (DIR: a folder of workflow files, e.g. .github/workflows)')
    return 2
  }
  const dir = resolve(startedIn(), folder)
  const names =
    existsSync(dir) && statSync(dir).isDirectory()
      ? readdirSync(dir)
          .filter(name => /\.ya?ml$/.test(name))
          .sort()
      : []
  if (names.length === 0) {
    console.error(`${folder}: no *.yml or *.yaml workflow file in ${dir}`)
    return 2
  }
  const files = names.map(name => ({ shownPath: join(folder, name), yaml: readFileSync(join(dir, name), 'utf8') }))
  // Loaded once resolve-ts.ts is registered: the checks run src/ as it is.
  const { folderProblems } = await import('./workflow-checks/folder.ts')
  const { problems, using } = await folderProblems(files)
  problems.push(...(await actionlintProblems(files)))
  if (problems.length > 0) {
    console.error(problems.join('\n'))
    return 1
  }
  console.log(
    using === 0
      ? `✓ ${names.length} workflow file(s) in ${folder}, none of which runs the gate or verify: nothing to check`
      : `✓ ${names.length} workflow file(s) in ${folder} (${using} running the gate or verify) pass actionlint and the recipe checks`
  )
  return 0
}

process.exitCode = await main(process.argv.slice(2))
