/**
 * `signer-workflow` and `source-ref` as a person writes them, read into values (or refused with
 * why) when the inputs are read, by the gate and the verify action alike. The rules that use the
 * values are signer-policy.ts's, loaded only when a certification is read.
 */

/** A ref the signing run may have been on: exactly this one, or any that starts with `prefix` (written `prefix*`). */
export type RefPattern = { exact: string } | { prefix: string }

/** The workflow whose job must have signed: its repository, its path, and the ref it must come from. */
export interface SignerWorkflow {
  /** `owner/name`: the source repository's own, or a central one's. */
  repository: string
  /** `.github/workflows/<file>.yml`, matched exactly. */
  path: string
  /** `refs/heads/main`: the workflow file must come from exactly this ref; absent, any. */
  ref?: string
}

/**
 * Zero-width and direction characters: a page puts them between characters (a summary after `@`), and a copy keeps
 * them.
 */
const INVISIBLE = /[\u00ad\u061c\u115f\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\u3164\ufeff]/u

const WORKFLOW_PATH = /^\.github\/workflows\/[A-Za-z0-9._/-]+\.ya?ml$/
const REPOSITORY_NAME = /^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/
const REF = /^refs\/[^\s*@~^:?[\\]+$/

/**
 * `signer-workflow` as a person writes it: `.github/workflows/certification.yml` (a workflow of
 * `repository`), `org/central/.github/workflows/certify.yml` (another repository's), either
 * followed by `@refs/heads/main` (from exactly that ref). The workflow, or why it is not one.
 */
export function parseSignerWorkflow(text: string, repository: string): SignerWorkflow | { invalid: string } {
  const invisible = INVISIBLE.exec(text)
  if (invisible !== null) {
    const code = `U+${invisible[0].codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`
    return {
      invalid:
        `holds an invisible character (${code}) at position ${invisible.index + 1}, as text copied from a ` +
        `web page can: type it again.`
    }
  }
  const at = text.indexOf('@')
  const written = (at === -1 ? text : text.slice(0, at)).replace(/^\.?\//, '')
  const ref = at === -1 ? undefined : text.slice(at + 1)
  if (ref !== undefined && !isRef(ref)) {
    const named = ref === '' ? 'names no ref' : `names '${ref.slice(0, 100)}', not a whole ref,`
    return {
      invalid:
        `'${text.slice(0, 160)}' ${named} after '@': write a whole ref, e.g. @refs/heads/main, or leave '@…' ` +
        `out for any ref.`
    }
  }
  const central = /^([^/]+\/[^/]+)\/(\.github\/.*)$/.exec(written)
  const [workflowRepository, path] = central === null ? [repository, written] : [central[1], central[2]]
  if (!REPOSITORY_NAME.test(workflowRepository) || !WORKFLOW_PATH.test(path) || path.split('/').includes('..')) {
    return {
      invalid:
        `'${text.slice(0, 160)}' is not a workflow file: write .github/workflows/certification.yml, or ` +
        `owner/repository/.github/workflows/certify.yml for another repository's, optionally followed by ` +
        `@refs/heads/main.`
    }
  }
  return ref === undefined ? { repository: workflowRepository, path } : { repository: workflowRepository, path, ref }
}

/**
 * `source-ref` as a person writes it: refs one per line or separated by commas, each exact or
 * ending in `*` to match a prefix. The patterns, or why one is not a ref.
 */
export function parseSourceRefs(text: string): RefPattern[] | { invalid: string } {
  const patterns: RefPattern[] = []
  for (const entry of text.split(/[\n,]/).map(part => part.trim())) {
    if (entry === '') continue
    const prefix = entry.endsWith('*') ? entry.slice(0, -1) : undefined
    // A prefix may end anywhere, in the middle of a name or after a slash; an exact ref is whole.
    if (prefix === undefined ? !isRef(entry) : !isRef(`${prefix}x`)) {
      return {
        invalid:
          `'${entry.slice(0, 160)}' is not a ref: write whole refs such as refs/heads/main, with * only at ` +
          `the end to match a prefix (refs/heads/gh-readonly-queue/main/*).`
      }
    }
    patterns.push(prefix === undefined ? { exact: entry } : { prefix })
  }
  return patterns
}

function isRef(text: string): boolean {
  return REF.test(text) && !text.split('/').includes('..') && !text.endsWith('/')
}
