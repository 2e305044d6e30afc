/**
 * The command line of `npm run action` and `npm run verify`: `--<input> value` pairs for the
 * inputs an action.yml declares, a few options of the command's own, and `--help`. What does not
 * parse is said in one line, with the exit code 2.
 */
export function inputsFromArgs(
  args: readonly string[],
  known: ReadonlySet<string>,
  usage: string,
  options: Record<string, (value: string) => void> = {}
): Record<string, string> {
  const inputs: Record<string, string> = {}
  for (let index = 0; index < args.length; index += 1) {
    const name = args[index].replace(/^--/, '')
    const value = args[index + 1]
    if (name === 'help' || value === undefined) {
      console.log(`${usage}\nInputs: ${[...known].join(', ')}`)
      process.exit(name === 'help' ? 0 : 2)
    }
    index += 1
    if (name in options) options[name](value)
    else if (known.has(name)) inputs[name] = value
    else {
      console.error(`Unknown input '${name}'. Inputs: ${[...known].join(', ')}`)
      process.exit(2)
    }
  }
  return inputs
}
