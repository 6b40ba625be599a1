import type { Step } from '@taxguide/contracts/calculators';

/** One line of the two regimes' working side by side: a step of either regime, or of both. */
export interface AlignedStep {
  label: string;
  old?: Step;
  new?: Step;
}

/**
 * The two regimes' working as one list, in the engine's order: steps with the same label are
 * matched (the longest common run of labels), a step only one regime takes stays on its own
 * line. Every step of each regime appears once, in its order.
 */
export function alignSteps(old: readonly Step[], neu: readonly Step[]): AlignedStep[] {
  // common[i][j]: the longest common subsequence of labels of old[i..] and neu[j..].
  const common = Array.from({ length: old.length + 1 }, () =>
    new Array<number>(neu.length + 1).fill(0),
  );
  for (let i = old.length - 1; i >= 0; i--) {
    for (let j = neu.length - 1; j >= 0; j--) {
      common[i]![j] =
        old[i]!.label === neu[j]!.label
          ? common[i + 1]![j + 1]! + 1
          : Math.max(common[i + 1]![j]!, common[i]![j + 1]!);
    }
  }
  const lines: AlignedStep[] = [];
  let i = 0;
  let j = 0;
  while (i < old.length || j < neu.length) {
    const o = old[i];
    const n = neu[j];
    if (o && n && o.label === n.label) {
      lines.push({ label: o.label, old: o, new: n });
      i++;
      j++;
    } else if (o && (!n || common[i + 1]![j]! >= common[i]![j + 1]!)) {
      lines.push({ label: o.label, old: o });
      i++;
    } else {
      lines.push({ label: n!.label, new: n });
      j++;
    }
  }
  return lines;
}
