/**
 * The house's rules, checked on every import of src/ (static, dynamic and re-exports): entry
 * points import their own action's room; the two actions' rooms never import each other; shared
 * rooms never import an action's room, and only rooms below their own; leaves (lib/) import
 * nothing of the project; only gate/main.ts imports the gate's input parser; gate/judge/ imports nothing
 * of gate/report/, and gate/certified/ nothing of gate/judge/; no file imports a file that imports it back. docs/development.md
 * ("Where things go") draws the same picture.
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs'
import { dirname, join, posix, relative } from 'node:path'

const SRC = 'src'

/** Each room, who owns it, and its floor: a shared room imports only rooms on lower floors (or itself). */
const ROOMS: Record<string, { owner: 'gate' | 'verify' | 'shared' | 'leaves'; floor: number }> = {
  lib: { owner: 'leaves', floor: 0 },
  http: { owner: 'shared', floor: 1 },
  policy: { owner: 'shared', floor: 1 },
  action: { owner: 'shared', floor: 1 },
  service: { owner: 'shared', floor: 2 },
  github: { owner: 'shared', floor: 2 },
  registry: { owner: 'shared', floor: 2 },
  attestation: { owner: 'shared', floor: 3 },
  gate: { owner: 'gate', floor: 4 },
  verify: { owner: 'verify', floor: 4 }
}

/** The entry points, and the one room each may import. */
const ENTRIES: Record<string, string> = {
  'src/index.ts': 'gate',
  'src/pass-if-entry.ts': 'policy',
  'src/verify/index.ts': 'verify'
}

/**
 * Files only their action's entry reads: the input parser turns inputs into a config once, and
 * everything below works from the config, never from input names and their rules.
 */
const ONLY_IMPORTED_BY: Record<string, string> = { 'src/gate/inputs.ts': 'src/gate/main.ts' }

/**
 * The gate's certification side (which signed certifications may stand in for a run, and what
 * base is) is a room inside gate/: it reads the gate's config, names and results, and nothing of the
 * flow that calls it (the steps, the wait, the verdict, the report). What a gate is handed
 * (gate-run.ts) lives in the room, so no arrow of the room's runs back up.
 */
const CERTIFIED_ROOM = 'src/gate/certified/'
const CERTIFIED_MAY_IMPORT = ['src/gate/config.ts', 'src/gate/names.ts', 'src/gate/results.ts']

/**
 * The verdict's room inside gate/: given runs, a base and the expressions, what is the verdict. It serves the flow and
 * the certification side alike and publishes nothing, so it imports nothing of the report; the certification side asks
 * the gate it is handed for a judgement and imports nothing of it.
 */
const JUDGE_ROOM = 'src/gate/judge/'
const REPORT_ROOM = 'src/gate/report/'

/**
 * The runs' room inside gate/: the plan, the one loop that walks it, and what it calls. It is handed its judge and its
 * source of runs, so of the rest of gate/ it reads only the config, the names, the results, the judge's table of
 * variables and what a gate is handed.
 */
const PLAN_ROOM = 'src/gate/plan/'
const PLAN_MAY_IMPORT = [
  'src/gate/config.ts',
  'src/gate/names.ts',
  'src/gate/results.ts',
  'src/gate/judge/variables.ts',
  'src/gate/certified/gate-run.ts',
  'src/gate/certified/base.ts'
]

type Imports = Map<string, string[]>

/**
 * The longest chain of imports among the gate's own files, every import counted (type-only ones
 * too: a reader follows them all): how many files a reader goes through from the entry down.
 */
const GATE_ROOM = 'src/gate/'
const LONGEST_GATE_CHAIN = 7

/** Every .ts file under src/ with the project files it imports, as paths from the repository root. */
function readImports(): Imports {
  const files: string[] = []
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name)
      if (statSync(path).isDirectory()) walk(path)
      else if (path.endsWith('.ts')) files.push(path.split('\\').join('/'))
    }
  }
  walk(SRC)
  const imports: Imports = new Map()
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const specifiers = [
      ...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)
    ].map(match => match[1])
    imports.set(
      file,
      specifiers.map(specifier => posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.js$/, '.ts'))
    )
  }
  return imports
}

/** `gate` for src/gate/report/x.ts; `entry` for an entry point; `root` for any other file at src/'s root. */
function roomOf(file: string): string {
  if (file in ENTRIES) return 'entry'
  const parts = relative(SRC, file).split(/[\\/]/)
  return parts.length === 1 ? 'root' : parts[0]
}

/** Every import that breaks a rule, as `from → to: why`. */
function violations(imports: Imports): string[] {
  const found: string[] = []
  for (const [file, targets] of imports) {
    const room = roomOf(file)
    if (room === 'root') found.push(`${file}: src/'s root holds only entry points`)
    if (room !== 'entry' && room !== 'root' && !(room in ROOMS))
      found.push(`${file}: ${room}/ is not a room of the house`)
    for (const target of targets) {
      const why = brokenRule(file, room, target)
      if (why !== undefined) found.push(`${file} → ${target}: ${why}`)
    }
  }
  return [...found, ...cycles(imports)]
}

function brokenRule(file: string, room: string, target: string): string | undefined {
  if (!target.startsWith(`${SRC}/`)) return 'src/ imports nothing outside src/ (tests, fixtures, tools)'
  const onlyFor = ONLY_IMPORTED_BY[target]
  if (onlyFor !== undefined && file !== onlyFor) return `only ${onlyFor} imports ${target}`
  const targetRoom = roomOf(target)
  if (file.startsWith(JUDGE_ROOM) && target.startsWith(REPORT_ROOM))
    return 'gate/judge/ imports nothing of gate/report/'
  if (file.startsWith(CERTIFIED_ROOM) && target.startsWith(JUDGE_ROOM))
    return 'gate/certified/ imports nothing of gate/judge/: it asks the gate it is handed (GateRun.judge)'
  if (
    file.startsWith(CERTIFIED_ROOM) &&
    targetRoom === 'gate' &&
    !target.startsWith(CERTIFIED_ROOM) &&
    !CERTIFIED_MAY_IMPORT.includes(target)
  ) {
    return `gate/certified/ imports of gate/ only ${CERTIFIED_MAY_IMPORT.map(path => path.slice('src/gate/'.length)).join(', ')}`
  }
  if (
    file.startsWith(PLAN_ROOM) &&
    targetRoom === 'gate' &&
    !target.startsWith(PLAN_ROOM) &&
    !PLAN_MAY_IMPORT.includes(target)
  )
    return `gate/plan/ imports of gate/ only ${PLAN_MAY_IMPORT.map(path => path.slice('src/gate/'.length)).join(', ')}`
  if (targetRoom === 'entry' || targetRoom === 'root') return 'nothing imports an entry point'
  if (room === 'entry')
    return targetRoom === ENTRIES[file]
      ? undefined
      : `an entry point imports its own action's room (${ENTRIES[file]}/) only`
  const from = ROOMS[room]
  const to = ROOMS[targetRoom]
  if (from === undefined || to === undefined) return 'not a room of the house'
  if (room === targetRoom) return undefined
  if (from.owner === 'leaves') return 'leaves (lib/) import nothing of the project'
  if (to.owner === 'gate' || to.owner === 'verify') {
    return from.owner === 'shared'
      ? "a shared room never imports an action's room"
      : "the two actions' rooms never import each other"
  }
  if (to.floor >= from.floor)
    return `${room}/ (floor ${from.floor}) imports only rooms below it, not ${targetRoom}/ (floor ${to.floor})`
  return undefined
}

/** Each import cycle among files, once. */
function cycles(imports: Imports): string[] {
  const found: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (file: string) => {
    state.set(file, 'open')
    stack.push(file)
    for (const target of imports.get(file) ?? []) {
      if (state.get(target) === 'open')
        found.push(`cycle: ${[...stack.slice(stack.indexOf(target)), target].join(' → ')}`)
      else if (!state.has(target)) visit(target)
    }
    stack.pop()
    state.set(file, 'done')
  }
  for (const file of imports.keys()) if (!state.has(file)) visit(file)
  return found
}

/** The longest chain of imports among the files under `folder`, as the files it goes through. */
function longestChain(imports: Imports, folder: string): string[] {
  const longest = new Map<string, string[]>()
  const from = (file: string): string[] => {
    const known = longest.get(file)
    if (known !== undefined) return known
    longest.set(file, [file]) // a cycle ends here; cycles() names it
    let best = [file]
    for (const target of imports.get(file) ?? []) {
      if (!target.startsWith(folder)) continue
      const chain = [file, ...from(target)]
      if (chain.length > best.length) best = chain
    }
    longest.set(file, best)
    return best
  }
  return [...imports.keys()]
    .filter(file => file.startsWith(folder))
    .map(from)
    .reduce((best, chain) => (chain.length > best.length ? chain : best), [])
}

describe('the house', () => {
  const imports = readImports()

  it('breaks no rule: every import of src/ goes where the layout allows', () => {
    expect(violations(imports)).toEqual([])
  })

  it('has every file in a room, and every room a README that says what it is for and what it may import', () => {
    const rooms = new Set([...imports.keys()].map(roomOf).filter(room => room !== 'entry'))
    expect([...rooms].sort()).toEqual(Object.keys(ROOMS).sort())
    for (const room of [...rooms, 'gate/certified', 'gate/judge', 'gate/plan']) {
      expect(existsSync(join(SRC, room, 'README.md'))).toBe(true)
      expect(readFileSync(join(SRC, room, 'README.md'), 'utf8')).toMatch(/May import/)
    }
  })

  it("keeps gate/'s top level to the entry, the inputs and the result: at most 8 files, the rest in its rooms", () => {
    const top = [...imports.keys()].filter(file => dirname(file) === 'src/gate')
    expect(top.length).toBeLessThanOrEqual(8)
  })

  it("has every file named in its room's README (gate/report/'s in gate/'s)", () => {
    const unnamed = [...imports.keys()]
      .filter(file => roomOf(file) !== 'entry')
      .filter(file => {
        const folder = dirname(file) === 'src/gate/report' ? 'src/gate' : dirname(file)
        const name = file.slice(file.lastIndexOf('/') + 1)
        return !readFileSync(join(folder, 'README.md'), 'utf8').includes(`\`${name}\``)
      })
    expect(unnamed).toEqual([])
  })

  it('finds each kind of broken rule', () => {
    const broken: Imports = new Map([
      ['src/lib/text.ts', ['src/http/errors.ts']],
      ['src/attestation/find.ts', ['src/verify/judge.ts']],
      ['src/gate/step.ts', ['src/verify/judge.ts']],
      ['src/http/retry.ts', ['src/github/api.ts']],
      ['src/index.ts', ['src/attestation/find.ts']],
      ['src/helpers.ts', []],
      ['src/policy/pass-if.ts', ['__tests__/helpers/gate.ts']],
      ['src/service/a.ts', ['src/service/b.ts']],
      ['src/service/b.ts', ['src/service/a.ts']],
      ['src/gate/one-gate.ts', ['src/gate/inputs.ts']],
      ['src/gate/certified/reuse.ts', ['src/gate/step.ts', 'src/gate/certified/base.ts', 'src/gate/results.ts']],
      ['src/gate/certified/stand-in.ts', ['src/gate/judge/index.ts']],
      ['src/gate/judge/fail-if.ts', ['src/gate/report/figures-table.ts', 'src/gate/results.ts']]
    ])
    expect(violations(broken)).toEqual([
      'src/lib/text.ts → src/http/errors.ts: leaves (lib/) import nothing of the project',
      "src/attestation/find.ts → src/verify/judge.ts: a shared room never imports an action's room",
      "src/gate/step.ts → src/verify/judge.ts: the two actions' rooms never import each other",
      'src/http/retry.ts → src/github/api.ts: http/ (floor 1) imports only rooms below it, not github/ (floor 2)',
      "src/index.ts → src/attestation/find.ts: an entry point imports its own action's room (gate/) only",
      "src/helpers.ts: src/'s root holds only entry points",
      'src/policy/pass-if.ts → __tests__/helpers/gate.ts: src/ imports nothing outside src/ (tests, fixtures, tools)',
      'src/gate/one-gate.ts → src/gate/inputs.ts: only src/gate/main.ts imports src/gate/inputs.ts',
      'src/gate/certified/reuse.ts → src/gate/step.ts: gate/certified/ imports of gate/ only config.ts, names.ts, results.ts',
      'src/gate/certified/stand-in.ts → src/gate/judge/index.ts: gate/certified/ imports nothing of gate/judge/: it asks the gate it is handed (GateRun.judge)',
      'src/gate/judge/fail-if.ts → src/gate/report/figures-table.ts: gate/judge/ imports nothing of gate/report/',
      'cycle: src/service/a.ts → src/service/b.ts → src/service/a.ts'
    ])
  })

  it(`keeps the gate's chain of imports, every import counted, at most ${LONGEST_GATE_CHAIN} files`, () => {
    const chain = longestChain(imports, GATE_ROOM)
    // On failure, the chain itself: where to cut it.
    const seen =
      chain.length <= LONGEST_GATE_CHAIN ? 'within' : chain.map(file => file.slice(GATE_ROOM.length)).join(' → ')
    expect(seen).toBe('within')
  })

  it('measures the longest chain, type-only imports and those through a subfolder included', () => {
    const chained: Imports = new Map([
      ['src/gate/main.ts', ['src/gate/step.ts', 'src/lib/text.ts']],
      ['src/gate/step.ts', ['src/gate/certified/carry.ts']],
      ['src/gate/certified/carry.ts', ['src/gate/results.ts', 'src/attestation/check.ts']],
      ['src/gate/results.ts', []],
      ['src/gate/judge/verdict.ts', ['src/gate/results.ts']]
    ])
    expect(longestChain(chained, GATE_ROOM)).toEqual([
      'src/gate/main.ts',
      'src/gate/step.ts',
      'src/gate/certified/carry.ts',
      'src/gate/results.ts'
    ])
    // `import type { X } from` is read as an import too.
    expect(imports.get('src/gate/certified/base.ts')).toContain('src/gate/certified/gate-run.ts')
  })

  it('reads static, dynamic and re-exported imports alike', () => {
    const gate = imports.get('src/gate/one-gate.ts') ?? []
    expect(gate).toContain('src/gate/judge/index.ts') // import('./judge/index.js')
    expect(imports.get('src/service/client.ts')).toContain('src/http/exchange.ts') // export type … from
    expect(dirname('src/gate/report/index.ts')).toBe('src/gate/report')
    expect(roomOf('src/gate/report/index.ts')).toBe('gate')
  })
})
