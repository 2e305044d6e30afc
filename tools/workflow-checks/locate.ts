/**
 * Where a problem is in a workflow file, as `file:line`: the line of the key or list item a path
 * leads to (`['jobs', 'deploy']` is the `deploy:` line), so an editor or a terminal jumps to it.
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml'
import type { Locate, YamlPath } from './workflow.ts'

/** The offset of the key or item `path` leads to; as far as it goes when part of it is missing. */
function offsetOf(contents: unknown, path: YamlPath): number {
  let node = contents
  let offset = isScalarOrCollection(node) ? (node.range?.[0] ?? 0) : 0
  for (const key of path) {
    if (isMap(node)) {
      const pair = node.items.find(item => (isScalar(item.key) ? item.key.value : item.key) === key)
      if (pair === undefined) break
      offset = isScalarOrCollection(pair.key) ? (pair.key.range?.[0] ?? offset) : offset
      node = pair.value
    } else if (isSeq(node) && typeof key === 'number' && node.items[key] !== undefined) {
      node = node.items[key]
      offset = isScalarOrCollection(node) ? (node.range?.[0] ?? offset) : offset
    } else {
      break
    }
  }
  return offset
}

const isScalarOrCollection = (node: unknown): node is Node => isScalar(node) || isMap(node) || isSeq(node)

/** A `Locate` for the file `shownPath` whose text is `yaml`. */
export function lineLocator(yaml: string, shownPath: string): Locate {
  const lineCounter = new LineCounter()
  const document = parseDocument(yaml, { lineCounter })
  return path => `${shownPath}:${lineCounter.linePos(offsetOf(document.contents, path)).line}`
}

/** The line of the first match of `pattern` in `text` (1 when there is none). */
export function lineOfText(text: string, pattern: RegExp): number {
  const match = pattern.exec(text)
  return match === null ? 1 : text.slice(0, match.index).split('\n').length
}
