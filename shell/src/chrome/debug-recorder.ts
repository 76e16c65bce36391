/**
 * Support recordings (the /debug page): rrweb records the page, events are buffered and uploaded every few
 * seconds through the contracts' debugStart / debugEvents / debugStop calls.
 *
 * The recording belongs to the tab, not to the debug page: its id is kept in sessionStorage, and the
 * chrome (mounted on every page) resumes recording after a reload or on any other page of the shop, so
 * support sees the whole visit. Loaded lazily, only when a recording is on or the debug page is open.
 */
import { ApiError, call, readCookie } from '@shop/api-client';
import { platformApi as api, buildPath, CSRF_COOKIE, CSRF_HEADER } from '@shop/contracts/core';
import { publish } from '@shop/event-bus';
import { DEBUG_RECORDING_KEY, storedRecordingId } from './debug-key';

export const UPLOAD_INTERVAL_MS = 5000;
/** The contract allows 5000 events per request; the server takes up to 5 MB per request. */
const MAX_EVENTS_PER_CHUNK = 5000;
const MAX_CHUNK_CHARS = 4 * 1024 * 1024;
/** While uploads fail (offline), keep at most this many events; the oldest go first. */
const MAX_BUFFERED_EVENTS = 20000;
/** keepalive requests (page unload) may carry at most 64 KB. */
const KEEPALIVE_LIMIT = 60 * 1024;

type RecordedEvent = Record<string, unknown>;
type Listener = (recordingId: string | null) => void;
/** A recording this tab no longer records, but which the server was not told to close (its stop failed). */
let unclosedId: string | null = null;

let stopRrweb: (() => void) | undefined;
let recordingId: string | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
let buffer: RecordedEvent[] = [];
let uploading: Promise<void> | null = null;
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener(recordingId);
}

/** Follow the recording state (the debug page shows it). */
export function subscribeRecorder(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function currentRecordingId(): string | null {
  return recordingId ?? storedRecordingId();
}

/** The recording whose stop failed: the tab records nothing more, the server still has it open. */
export function unclosedRecordingId(): string | null {
  return unclosedId;
}

/** The error-reporting hook: the console and a 'track' event (forwarded only with consent). */
export function reportError(context: string, error: unknown): void {
  console.error(context, error);
  publish('track', { event: 'error', data: { context, message: error instanceof Error ? error.message : String(error) } });
}

function takeChunk(): RecordedEvent[] {
  const chunk: RecordedEvent[] = [];
  let chars = 0;
  while (buffer.length && chunk.length < MAX_EVENTS_PER_CHUNK) {
    const size = JSON.stringify(buffer[0]).length;
    if (chunk.length && chars + size > MAX_CHUNK_CHARS) break;
    chunk.push(buffer.shift()!);
    chars += size;
  }
  return chunk;
}

/** Upload what is buffered. A recording the server no longer accepts (gone, stopped, too large) ends here. */
function flush(id: string): Promise<void> {
  if (uploading) return uploading;
  uploading = (async () => {
    while (buffer.length) {
      const chunk = takeChunk();
      try {
        await call(api.debugEvents, { params: { id }, body: { events: chunk } });
      } catch (error) {
        if (error instanceof ApiError && [400, 404, 409, 413].includes(error.status)) {
          reportError('Debug recording ended by the server', error);
          endLocally();
          return;
        }
        // Offline or a server hiccup: keep the events for the next round.
        buffer = [...chunk, ...buffer].slice(-MAX_BUFFERED_EVENTS);
        return;
      }
    }
  })().finally(() => {
    uploading = null;
  });
  return uploading;
}

/** Best effort on unload: what fits into a keepalive request. */
function flushOnPageHide() {
  const id = recordingId;
  if (!id || !buffer.length) return;
  const body = JSON.stringify({ events: buffer });
  if (body.length > KEEPALIVE_LIMIT) return;
  buffer = [];
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  const token = readCookie(CSRF_COOKIE);
  if (token) headers[CSRF_HEADER] = token;
  void fetch(buildPath(api.debugEvents.path, { id }), { method: 'POST', headers, body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}

async function begin(id: string): Promise<void> {
  recordingId = id;
  const { record } = await import(/* webpackChunkName: "rrweb" */ 'rrweb');
  if (recordingId !== id || stopRrweb) return;
  stopRrweb =
    record<RecordedEvent>({
      emit: (event) => {
        buffer.push(event);
        if (buffer.length > MAX_BUFFERED_EVENTS) buffer.splice(0, buffer.length - MAX_BUFFERED_EVENTS);
      },
      // Customers type names, addresses and codes: support sees that something was typed, not what.
      maskAllInputs: true,
    }) ?? undefined;
  timer = setInterval(() => void flush(id), UPLOAD_INTERVAL_MS);
  window.addEventListener('pagehide', flushOnPageHide);
  notify();
}

function stopLocalRecorder() {
  stopRrweb?.();
  stopRrweb = undefined;
  if (timer) clearInterval(timer);
  timer = undefined;
  window.removeEventListener('pagehide', flushOnPageHide);
}

function endLocally() {
  stopLocalRecorder();
  buffer = [];
  recordingId = null;
  try {
    window.sessionStorage.removeItem(DEBUG_RECORDING_KEY);
  } catch {
    // storage unavailable: nothing to forget
  }
  notify();
}

/** Start a recording: the server hands out its id, kept in sessionStorage for the life of the tab. */
export async function startRecording(): Promise<string> {
  if (recordingId && stopRrweb) return recordingId;
  const { id } = await call(api.debugStart, { body: { userAgent: navigator.userAgent.slice(0, 512) } });
  window.sessionStorage.setItem(DEBUG_RECORDING_KEY, id);
  await begin(id);
  return id;
}

/** After a reload (or on any page): continue the recording this tab started. */
export async function resumeRecording(): Promise<void> {
  const id = storedRecordingId();
  if (!id || stopRrweb) return;
  await begin(id);
}

/**
 * Stop: the last events are uploaded, then the server closes the recording. Recording in the browser ends
 * either way (a failure would otherwise leave the customer stuck in debug mode). When the server could not
 * close it, the recording stays known as unclosed (the page says so and offers to try again) and the error
 * is rethrown so the page can tell the customer ('Error stopping debug mode') and report it.
 */
export async function stopRecording(): Promise<void> {
  const id = currentRecordingId() ?? unclosedId;
  stopLocalRecorder();
  try {
    if (id) {
      await flush(id);
      await call(api.debugStop, { params: { id } });
    }
    unclosedId = null;
  } catch (error) {
    unclosedId = id;
    throw error;
  } finally {
    endLocally();
  }
}
