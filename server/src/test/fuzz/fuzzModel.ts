import { agentResponder } from '../agentTestKit.js';
import type { AiTestApp } from '../aiTestApp.js';
import { OUTLINE, SECTION_TEXT, sectionTitle } from '../writing/reviewTestKit.js';
import { callKind, json, userOf } from '../writing/writingTestKit.js';

/**
 * A fake model that answers every call the app makes the way a working model would: the agent's
 * JSON steps, the writing flow's outline, sections and support checks, and plain text for the
 * writing tools. Requests get past "no model" and reach the database; what the model says is not
 * what is being tested.
 */
export function useWorkingModel(t: AiTestApp): void {
  const agent = agentResponder();
  t.fake.setResponder((req) => {
    const forAgent = agent(req);
    if (forAgent) return forAgent;
    switch (callKind(req)) {
      case 'outline':
        return json(OUTLINE);
      case 'support': {
        const claims = [...userOf(req).matchAll(/^(\d+)\. /gm)];
        return json({ verdicts: claims.map((m) => ({ n: Number(m[1]), supported: true })) });
      }
      case 'section':
        return { text: [SECTION_TEXT[sectionTitle(req)] ?? '## Section\n\nA sentence [@smith2020attention].'] };
      default:
        return undefined;
    }
  });
  t.fake.setDefault({ text: ['A rewritten sentence, ', 'with [1] a point and 2. another.'] });
}
