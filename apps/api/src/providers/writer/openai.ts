import OpenAI from 'openai';
import { classifyOpenAIError } from '../openai-errors.ts';
import {
  SECTIONED_LENGTHS,
  SECTION_WORDS,
  buildOutlinePrompt,
  buildSectionPrompt,
  buildSpeechPrompt,
  countWords,
  parseOutline,
  sectionPlan,
  withExtraSection,
} from '@rally/domain';
import type { SpeechBrief, SpeechPrompt } from '@rally/domain';
import type { ReasoningEffort } from 'openai/resources/shared';
import { situatedBrief } from './answer-rules.ts';
import { WriterError } from './types.ts';
import type { SpeechWriter } from './types.ts';

export interface OpenAIWriterOptions {
  apiKey: string;
  /** Any OpenAI-compatible server; the SDK's default when absent. */
  baseURL?: string;
  model: string;
  /**
   * reasoning_effort for reasoning models (low: a fast first word); absent, none is sent, for models
   * and servers that do not take it.
   */
  reasoningEffort?: ReasoningEffort;
  /** How long to wait for an answer to start, and between two streamed pieces of it. */
  timeoutMs?: number;
}

/**
 * A ceiling on one answer, reasoning included (max_completion_tokens: reasoning models refuse
 * max_tokens); far above the longest section, so only a runaway answer meets it.
 */
const MAX_COMPLETION_TOKENS = 16_000;

export const DEFAULT_WRITER_TIMEOUT_MS = 60_000;

/** Calls a long speech may make in all (outline included), per planned section. */
const CALLS_PER_PLANNED_SECTION = 3;

/** A section is never asked for fewer words than this, so short answers still move the speech on. */
const MIN_SECTION_WORDS = Math.round(SECTION_WORDS.min / 2);

const SECTION_SEPARATOR = '\n\n';

export function createOpenAIWriter(options: OpenAIWriterOptions): SpeechWriter {
  const timeoutMs = options.timeoutMs ?? DEFAULT_WRITER_TIMEOUT_MS;
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    // The user is waiting and the allowance is reserved: fail fast and let them retry.
    maxRetries: 0,
    timeout: timeoutMs,
  });
  const calls = new ChatCalls(client, modelSettings(options), timeoutMs);

  return {
    name: 'openai',
    model: options.model,
    write(brief, { signal } = {}) {
      // The prompt names the situation's register and passes only the goals that relate to it.
      const situated = situatedBrief(brief);
      return SECTIONED_LENGTHS.includes(brief.length)
        ? writeInSections(calls, situated, signal)
        : writeWhole(calls, situated, signal);
    },
  };
}

async function* writeWhole(
  calls: ChatCalls,
  brief: SpeechBrief,
  signal: AbortSignal | undefined,
): AsyncGenerator<string> {
  let written = false;
  for await (const piece of trimmed(calls.stream(buildSpeechPrompt(brief), signal))) {
    written = true;
    yield piece;
  }
  if (!written) throw new WriterError('empty');
}

/**
 * Long speeches: an outline, then one call per section, each told the words written so far.
 * When sections come back short, middle sections are added before the closing one (and, if
 * the closing still leaves the speech short, a send-off after it) until the minimum is met.
 */
async function* writeInSections(
  calls: ChatCalls,
  brief: SpeechBrief,
  signal: AbortSignal | undefined,
): AsyncGenerator<string> {
  const plan = sectionPlan(brief);
  const maxCalls = plan.sectionCount * CALLS_PER_PLANNED_SECTION + 1;
  let outline = parseOutline(
    await calls.complete(buildOutlinePrompt(brief, plan.sectionCount), signal),
  );
  if (outline.length === 0) throw new WriterError('empty', { cause: new Error('empty outline') });
  let callsMade = 1;
  let wordsSoFar = 0;
  const sectionWords: number[] = [];

  for (let index = 0; callsMade < maxCalls; index += 1) {
    const closingNext = index === outline.length - 1 && index > 0;
    if (
      closingNext &&
      wordsSoFar + expectedWords(sectionWords, plan.wordsPerSection) < brief.wordTarget.min
    ) {
      outline = withExtraSection(outline);
    }
    if (index >= outline.length && wordsSoFar >= brief.wordTarget.min) break;

    const sectionsLeft = Math.max(1, outline.length - index);
    const wordsWanted = Math.min(
      SECTION_WORDS.max,
      Math.max(
        MIN_SECTION_WORDS,
        Math.round((brief.wordTarget.target - wordsSoFar) / sectionsLeft),
      ),
    );
    const prompt = buildSectionPrompt(brief, outline, index, wordsSoFar, wordsWanted);
    let text = '';
    for await (const piece of trimmed(calls.stream(prompt, signal))) {
      yield text === '' && wordsSoFar > 0 ? SECTION_SEPARATOR + piece : piece;
      text += piece;
    }
    callsMade += 1;
    const words = countWords(text);
    sectionWords.push(words);
    wordsSoFar += words;
  }
  if (wordsSoFar === 0) throw new WriterError('empty');
}

/** What the next section will probably add: the plan, or less if sections have been coming back short. */
function expectedWords(sectionWords: number[], planned: number): number {
  if (sectionWords.length === 0) return planned;
  const average = sectionWords.reduce((sum, words) => sum + words, 0) / sectionWords.length;
  return Math.min(planned, average);
}

/** Drops leading whitespace and holds trailing whitespace back, so sections join cleanly. */
async function* trimmed(pieces: AsyncIterable<string>): AsyncGenerator<string> {
  let started = false;
  let pending = '';
  for await (const piece of pieces) {
    const text = started ? pending + piece : piece.trimStart();
    if (text === '') continue;
    started = true;
    const body = text.trimEnd();
    pending = text.slice(body.length);
    if (body !== '') yield body;
  }
}

/** What every call sends besides its messages. */
type ModelSettings = Pick<
  OpenAI.Chat.ChatCompletionCreateParams,
  'model' | 'max_completion_tokens' | 'reasoning_effort'
>;

function modelSettings(options: OpenAIWriterOptions): ModelSettings {
  return {
    model: options.model,
    max_completion_tokens: MAX_COMPLETION_TOKENS,
    ...(options.reasoningEffort === undefined ? {} : { reasoning_effort: options.reasoningEffort }),
  };
}

/** Chat completions with one deadline: for the answer to start, and between streamed pieces. */
class ChatCalls {
  constructor(
    private readonly client: OpenAI,
    private readonly settings: ModelSettings,
    private readonly timeoutMs: number,
  ) {}

  async complete(prompt: SpeechPrompt, signal: AbortSignal | undefined): Promise<string> {
    const deadline = new Deadline(this.timeoutMs, signal);
    try {
      const completion = await this.client.chat.completions.create(
        { ...this.settings, messages: messages(prompt) },
        { signal: deadline.signal },
      );
      deadline.throwIfStopped();
      return completion.choices[0]?.message.content ?? '';
    } catch (error) {
      throw writerError(error, deadline);
    } finally {
      deadline.dispose();
    }
  }

  async *stream(prompt: SpeechPrompt, signal: AbortSignal | undefined): AsyncGenerator<string> {
    const deadline = new Deadline(this.timeoutMs, signal);
    try {
      const stream = await this.client.chat.completions.create(
        { ...this.settings, messages: messages(prompt), stream: true },
        { signal: deadline.signal },
      );
      for await (const chunk of stream) {
        deadline.restart();
        const content = chunk.choices[0]?.delta.content;
        if (content) yield content;
      }
      // The SDK ends a stream quietly when it is aborted; a cut-off speech is still a failure.
      deadline.throwIfStopped();
    } catch (error) {
      throw writerError(error, deadline);
    } finally {
      deadline.dispose();
    }
  }
}

function messages(prompt: SpeechPrompt): OpenAI.Chat.ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: prompt.system },
    { role: 'user', content: prompt.user },
  ];
}

/** Aborts a call when the caller's signal aborts or when it has been silent for too long. */
class Deadline {
  private readonly controller = new AbortController();
  private timer: ReturnType<typeof setTimeout> | undefined;
  timedOut = false;

  constructor(
    private readonly timeoutMs: number,
    private readonly caller: AbortSignal | undefined,
  ) {
    if (caller?.aborted) this.controller.abort(caller.reason);
    caller?.addEventListener('abort', this.onCallerAbort, { once: true });
    this.restart();
  }

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get callerAborted(): boolean {
    return this.caller?.aborted ?? false;
  }

  restart(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timedOut = true;
      this.controller.abort(new Error(`no answer within ${this.timeoutMs} ms`));
    }, this.timeoutMs);
  }

  throwIfStopped(): void {
    if (this.timedOut) throw new WriterError('timeout');
    if (this.callerAborted) throw new WriterError('aborted', { cause: this.caller?.reason });
  }

  dispose(): void {
    clearTimeout(this.timer);
    this.caller?.removeEventListener('abort', this.onCallerAbort);
  }

  private readonly onCallerAbort = (): void => {
    this.controller.abort(this.caller?.reason);
  };
}

/** Turns whatever the SDK threw into a WriterError with a message fit for the user. */
function writerError(error: unknown, deadline: Deadline): WriterError {
  if (error instanceof WriterError) return error;
  const kind = classifyOpenAIError(error, {
    timedOut: deadline.timedOut,
    aborted: deadline.callerAborted,
  });
  return new WriterError(kind, { cause: error });
}
