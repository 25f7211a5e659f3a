import OpenAI from 'openai';
import { modelShutdownState } from '@rally/domain';
import type { ModelShutdownState } from '@rally/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { memorySlot } from '../server-memory.ts';
import { statusOf } from './provider-status.ts';

/** A configured OpenAI model and what `GET /v1/models` last said of it. */
export interface ModelWatch {
  port: 'writer' | 'voice';
  provider: 'openai';
  model: string;
  /** `YYYY-MM-DD`, or null when none is announced (or the model was not listed). */
  shutdownDate: string | null;
  state: ModelShutdownState;
  /** False when the server did not list the model; null before the first check. */
  listed: boolean | null;
  checkedAt: string | null;
  /** Why the last check could not be made. */
  error: string | null;
}

const CHECK_TIMEOUT_MS = 15_000;

/** What this server's last reading of the dates said; none before the first. */
const LAST_CHECK = memorySlot(() => ({
  watches: undefined as ModelWatch[] | undefined,
}));

/** The models this server watches, as last checked (unchecked: dates unknown). */
export function watchedModels(deps: AppDeps): ModelWatch[] {
  return deps.memory.get(LAST_CHECK).watches ?? configuredModels(deps).map((entry) => entry.watch);
}

/** The OpenAI models in use, each with the provider object whose status its shutdown sets. */
function configuredModels(deps: AppDeps): { watch: ModelWatch; provider: object }[] {
  const { providers } = deps;
  const unchecked = {
    provider: 'openai' as const,
    shutdownDate: null,
    state: 'none' as const,
    listed: null,
    checkedAt: null,
    error: null,
  };
  const models: { watch: ModelWatch; provider: object }[] = [];
  const { writer, voices } = providers;
  if (writer.name === 'openai' && writer.model !== undefined) {
    models.push({ watch: { ...unchecked, port: 'writer', model: writer.model }, provider: writer });
  }
  if (voices.primary.name === 'openai' && voices.primary.model !== undefined) {
    models.push({
      watch: { ...unchecked, port: 'voice', model: voices.primary.model },
      provider: voices.primary,
    });
  }
  return models;
}

/**
 * Reads the configured models' shutdown dates (`GET /v1/models`), at start and once a day: from
 * MODEL_SHUTDOWN_WARNING_DAYS before a date it logs a warning; once the date has come, the model is
 * taken as gone and its stand-ins serve. A failed check is logged and changes nothing.
 */
export async function checkModelShutdowns(
  deps: AppDeps,
  log: FastifyBaseLogger,
): Promise<ModelWatch[]> {
  const configured = configuredModels(deps);
  const apiKey = deps.env.OPENAI_API_KEY;
  if (configured.length === 0 || apiKey === undefined) return [];
  const now = deps.now();
  const checkedAt = now.toISOString();
  let dates: Map<string, string | null>;
  try {
    dates = await listShutdownDates(apiKey, deps.env.OPENAI_BASE_URL);
  } catch (error) {
    log.warn({ err: error }, 'model shutdown dates could not be read');
    const failed = configured.map(({ watch }) => ({
      ...watch,
      ...previousCheckOf(deps, watch),
      error: error instanceof Error ? error.message : String(error),
    }));
    deps.memory.get(LAST_CHECK).watches = failed;
    return failed;
  }
  const watches = configured.map(({ watch, provider }) => {
    const listed = dates.has(watch.model);
    const shutdownDate = dates.get(watch.model) ?? null;
    const state = modelShutdownState(shutdownDate, now);
    const checked: ModelWatch = { ...watch, shutdownDate, state, listed, checkedAt, error: null };
    const detail = { port: watch.port, model: watch.model, shutdownDate };
    if (state === 'passed') {
      statusOf(deps, provider).gone(`its shutdown date ${shutdownDate ?? ''} has passed`, now);
      log.error(detail, 'model has reached its shutdown date: its stand-ins serve from now on');
    } else if (state === 'soon') {
      log.warn(detail, 'model shuts down soon: configure its replacement');
    } else if (!listed) {
      log.warn(detail, 'model is not among the models the server lists');
    }
    return checked;
  });
  deps.memory.get(LAST_CHECK).watches = watches;
  return watches;
}

function previousCheckOf(deps: AppDeps, watch: ModelWatch): Partial<ModelWatch> {
  const previous = deps.memory.get(LAST_CHECK).watches?.find((entry) => entry.port === watch.port);
  return previous
    ? {
        shutdownDate: previous.shutdownDate,
        state: previous.state,
        listed: previous.listed,
        checkedAt: previous.checkedAt,
      }
    : {};
}

/** Every model the server lists, with its shutdown date (null when none is announced). */
async function listShutdownDates(
  apiKey: string,
  baseURL: string | undefined,
): Promise<Map<string, string | null>> {
  const client = new OpenAI({ apiKey, baseURL, maxRetries: 1, timeout: CHECK_TIMEOUT_MS });
  const dates = new Map<string, string | null>();
  for await (const model of client.models.list()) dates.set(model.id, model.shutdown_date ?? null);
  return dates;
}
