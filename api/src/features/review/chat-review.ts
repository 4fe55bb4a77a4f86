import { LANGUAGE_LABELS, type LanguageId } from '@zencode/shared/contract';
import { displayNewlines } from '@zencode/shared/rules';
import { z } from 'zod';
import type { ReviewProblem } from './review-context.ts';

export interface ChatEndpoint {
  /** Base URL of an OpenAI-compatible API, e.g. https://api.openai.com/v1 (no trailing slash). */
  baseUrl: string;
  model: string;
  apiKey?: string;
}

/** A model gets this long to answer before the review fails. */
const chatTimeoutMs = 60_000;

const systemPrompt = [
  'You are the code reviewer of ZenCode, a calm coding-practice platform.',
  'A learner asks you to debug their code. Find what is wrong or risky: bugs, wrong edge cases,',
  'complexity too high for the constraints, compile or runtime errors. Explain each finding briefly',
  'with the line it concerns and how to fix it. Guide the learner; do not rewrite the whole solution.',
  'Answer in Markdown with short sections; keep it under 400 words.',
].join(' ');

const chatResponseSchema = z.object({
  choices: z
    .array(z.object({ message: z.object({ content: z.string().nullable().optional() }) }))
    .min(1),
});

/** Raised when the endpoint cannot be reached or answers with an error. */
export class ChatReviewError extends Error {
  override name = 'ChatReviewError';
}

/**
 * The user message: the problem (statement, constraints, examples), what the built-in review
 * found (compiler warnings, failing public examples, the complexity needed), the language and
 * the code.
 */
export function reviewPrompt(
  language: LanguageId,
  code: string,
  problem: ReviewProblem | null,
  findings: string | null = null,
): string {
  const parts: string[] = [];
  if (problem) {
    parts.push(
      `# Problem: ${problem.problem.name} (${problem.problem.difficulty})`,
      problem.problem.statement,
    );
    if (problem.details.constraints.length > 0)
      parts.push(
        '## Constraints',
        problem.details.constraints.map((line) => `- ${line}`).join('\n'),
      );
    problem.details.examples.forEach((example, index) => {
      const explanation = example.explanation ? `\nExplanation: ${example.explanation}` : '';
      parts.push(
        `## Example ${index + 1}\nInput: ${displayNewlines(example.input)}\nOutput: ${displayNewlines(example.output)}${explanation}`,
      );
    });
  }
  if (findings) {
    parts.push(
      "# What ZenCode's tools found (the compiler with warnings on, the public examples, the complexity the constraints need)",
      // One level down, under this heading.
      findings.replace(/^#/gm, '##'),
    );
  }
  parts.push(`# My ${LANGUAGE_LABELS[language]} code`, `\`\`\`${language}\n${code}\n\`\`\``);
  parts.push('Please review it.');
  return parts.join('\n\n');
}

/** Asks the model for a review; '' when it answered without content. */
export async function chatReview(
  endpoint: ChatEndpoint,
  request: {
    language: LanguageId;
    code: string;
    problem: ReviewProblem | null;
    /** The built-in review's Markdown, when it could run. */
    findings?: string | null;
  },
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  let response: Response;
  try {
    response = await fetchImpl(`${endpoint.baseUrl}/chat/completions`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        model: endpoint.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: systemPrompt },
          {
            role: 'user',
            content: reviewPrompt(
              request.language,
              request.code,
              request.problem,
              request.findings,
            ),
          },
        ],
      }),
      signal: AbortSignal.timeout(chatTimeoutMs),
    });
  } catch (error) {
    throw new ChatReviewError(`The AI endpoint could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) {
    const detail = (await response.text().catch(() => '')).slice(0, 300);
    throw new ChatReviewError(`The AI endpoint answered ${response.status}: ${detail}`);
  }
  const parsed = chatResponseSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new ChatReviewError('The AI endpoint answered in an unknown shape.');
  return parsed.data.choices[0]!.message.content?.trim() ?? '';
}
