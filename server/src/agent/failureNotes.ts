import type { AgentModelStep, StepWithoutAi } from '@inkstone/shared/api/paperAgent';
import type { AiFailureNote } from '@inkstone/shared/api/paperAgentStream';
import type { AgentModel } from './agentModel.js';

/** How each step is named in the session's errorMsg (the web shows its own words for each). */
const STEP_NAMES: Record<AgentModelStep, string> = {
  intents: 'research intents',
  queries: 'search queries',
  filter: 'relevance filter',
  translate: 'translation',
  group: 'grouping',
  skeleton: 'section drafts',
  merge: 'outline merge',
};

const REASONS: Record<StepWithoutAi['reason'], string> = {
  unreadable: "the model's answers could not be read",
  failed: 'the model failed',
};

/** One step without the model as a sentence: "relevance filter ran without AI: …" (or "2 of 8 parts of …"). */
export function withoutAiSentence(note: StepWithoutAi): string {
  const what =
    note.parts < note.of ? `${note.parts} of ${note.of} parts of the ${STEP_NAMES[note.step]}` : STEP_NAMES[note.step];
  return `${what} ran without AI: ${REASONS[note.reason]}`;
}

/**
 * What the run reports about the model: each step's progress gets a note when the step went
 * (wholly or in part) without the model, and the first step after a mid-run failure gets the
 * failure; the message for the session's errorMsg sums them up.
 */
export class FailureNotes {
  private isReported = false;

  constructor(private readonly model: AgentModel | undefined) {}

  /** The notes for `step`'s progress data: `withoutAi` when it went without the model, `aiFailure` once. */
  take(step: AgentModelStep): AiFailureNote {
    const note: AiFailureNote = {};
    const withoutAi = this.model?.withoutAi(step);
    if (withoutAi) note.withoutAi = withoutAi;
    const failure = this.model?.failure;
    if (failure && !this.isReported) {
      this.isReported = true;
      note.aiFailure = failure;
    }
    return note;
  }

  /** Every step that went without the model so far. */
  all(): StepWithoutAi[] {
    return this.model?.allWithoutAi() ?? [];
  }

  /** The sentence for the session's errorMsg, or null when every step had the model's work. */
  message(): string | null {
    const failure = this.model?.failure;
    const steps = this.all().map(withoutAiSentence);
    if (steps.length === 0 && !failure) return null;
    const failed = failure ? `The AI model failed (${failure.errorMsg}).` : '';
    const sentence = steps.join('; ');
    const said = sentence && `${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`;
    return [failed, said].filter(Boolean).join(' ');
  }
}
