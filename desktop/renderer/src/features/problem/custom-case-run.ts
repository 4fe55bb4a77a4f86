import type { RunCaseResult, Signature } from '@zencode/shared/contract';
import { customCaseFault } from '@zencode/shared/rules';
import type { RunOutcome } from './use-run-code.ts';

/** The custom inputs a Run sends (those that fit the signature) and why the others are left out. */
export function splitCustomCases(signature: Signature, inputs: string[]) {
  const runnable: { input: string; index: number }[] = [];
  const faulty: RunCaseResult[] = [];
  inputs.forEach((input, index) => {
    const fault = customCaseFault(signature, input);
    if (fault === null) runnable.push({ input, index });
    else
      faulty.push({
        kind: 'custom',
        index,
        input,
        output: '',
        stdout: '',
        stderr: '',
        verdict: 'Error',
        error: `This input does not fit the problem: ${fault}`,
      });
  });
  return { runnable, faulty };
}

/**
 * The Run's answer with every custom case at its place in the panel: the server numbered the ones
 * sent from 0; the ones left out say what is wrong with them. A compile error stays as it is.
 */
export function withCustomFaults(
  outcome: RunOutcome,
  split: ReturnType<typeof splitCustomCases>,
): RunOutcome {
  const { response } = outcome;
  if (!response || response.compileError !== undefined) return outcome;
  const sent = response.cases
    .filter((result) => result.kind === 'custom')
    .map((result) => ({ ...result, index: split.runnable[result.index]?.index ?? result.index }));
  const custom = [...sent, ...split.faulty].sort((a, b) => a.index - b.index);
  const cases = [...response.cases.filter((result) => result.kind === 'public'), ...custom];
  return { ...outcome, response: { ...response, cases } };
}
