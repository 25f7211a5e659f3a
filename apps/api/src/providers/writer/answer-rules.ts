import { goalRelates } from '@rally/domain';
import type { CheckedGoal, SituationKind, SpeechBrief } from '@rally/domain';
import { readContext } from './read-context.ts';

/**
 * What a model's answer is held to (docs/decisions/writer-model.md): the situation's kind as the
 * built-in writer reads it from the context, the goals that relate to it, and the day words of
 * the context. The same reading tells the model (the prompt) and checks its answer.
 */
export interface AnswerRules {
  kind: SituationKind;
  /** Every goal of the brief, and whether it relates to the situation (only those are named). */
  goals: CheckedGoal[];
  contextText: string;
  today?: { weekday: number };
}

export function answerRulesFor(brief: SpeechBrief): AnswerRules {
  const { kind } = readContext(brief.context, { weekday: brief.today?.weekday ?? null });
  return {
    kind,
    // The built-in writer's own rule, so a speech it writes instead names the same goals.
    goals: brief.goals.map((goal) => ({
      title: goal.title,
      related: goalRelates(goal, brief.context),
    })),
    contextText: brief.context,
    ...(brief.today === null ? {} : { today: brief.today }),
  };
}

/** The brief a model is prompted with: the situation's kind, and only the goals that relate to it. */
export function situatedBrief(brief: SpeechBrief, rules = answerRulesFor(brief)): SpeechBrief {
  const related = brief.goals.filter((_goal, index) => rules.goals[index]?.related === true);
  return {
    ...brief,
    goals: related,
    situation: { kind: rules.kind, goalsLeftOut: brief.goals.length - related.length },
  };
}
