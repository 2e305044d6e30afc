/**
 * A `delta` read against a base of few runs (src/gate/judge/thin-base.ts): warned of under five runs, naming how many
 * and the way through; never for five or more, without a base, or where nothing reads `delta`.
 */
import { BASE_RUNS_FOR_DELTA, warnOfThinBase } from '../src/gate/judge/thin-base.js'
import { recordingLogger } from './helpers/fake-clock.js'

const reads = (name: string) => ({ names: (variable: string) => variable === name })

describe('a delta against a thin base', () => {
  it('warns under five runs on the base, saying how many, and what a one-run base borrows', () => {
    const logger = recordingLogger()
    warnOfThinBase({ baseRuns: 3 }, [reads('stats'), reads('delta')], logger)
    warnOfThinBase({ baseRuns: 1 }, [undefined, reads('delta')], logger)
    expect(logger.lines).toEqual([
      'warning: delta is read against a base certification of 3 runs: with fewer than 5, its interval is a little ' +
        'too narrow to keep the 2.5% promise. Certify the default branch with repeat: 5 or more (the nightly run of ' +
        'drift watch is one way).',
      'warning: delta is read against a base certification of 1 run: with fewer than 5, its interval is a little too ' +
        "narrow to keep the 2.5% promise (one run has no spread of its own, so this side's is borrowed). Certify the " +
        'default branch with repeat: 5 or more (the nightly run of drift watch is one way).'
    ])
  })

  it('says nothing for five runs or more, without a base, or where nothing reads delta', () => {
    const logger = recordingLogger()
    expect(BASE_RUNS_FOR_DELTA).toBe(5)
    warnOfThinBase({ baseRuns: 5 }, [reads('delta')], logger)
    warnOfThinBase({}, [reads('delta')], logger)
    warnOfThinBase(undefined, [reads('delta')], logger)
    warnOfThinBase({ baseRuns: 2 }, [reads('base_stats'), undefined], logger)
    expect(logger.lines).toEqual([])
  })
})
