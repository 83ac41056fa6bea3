// Server-Sent Events over fetch. EventSource cannot send the bearer header and the token must
// never travel in a URL, so the stream is read with fetch + ReadableStream and parsed here (WHATWG SSE format).
// The loop reconnects with exponential back-off and refreshes an expired token once per 401.

export interface SseMessage {
  event: string;
  data: string;
  id?: string;
}

/** An incremental parser of the text/event-stream format: feed it chunks, it calls `onMessage` per event. */
export function createSseParser(onMessage: (m: SseMessage) => void, onRetry?: (ms: number) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0)
      onMessage({ event: event || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
    event = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return; // comment (keep-alive)
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };

  return {
    push(chunk: string) {
      buffer += chunk;
      let nl: number;
      while ((nl = buffer.search(/\r\n|\r|\n/)) !== -1) {
        const sep = buffer[nl] === '\r' && buffer[nl + 1] === '\n' ? 2 : 1;
        // a lone \r at the end of a chunk may be the first half of \r\n: wait for the next chunk
        if (buffer[nl] === '\r' && nl === buffer.length - 1) break;
        line(buffer.slice(0, nl));
        buffer = buffer.slice(nl + sep);
      }
    },
  };
}

export interface EventStreamOptions {
  url: string;
  getToken: () => string | null;
  /** Returns a fresh token after a 401 (rejects when the session is over: the loop then stops). */
  refreshToken: (staleToken: string | null) => Promise<string>;
  onMessage: (m: SseMessage) => void;
  /** Called on every (re)connection: a reader may have missed events while disconnected. */
  onOpen?: () => void;
  onStateChange?: (connected: boolean) => void;
  signal: AbortSignal;
  fetchImpl?: typeof fetch;
  /** Delay before reconnection attempt `n` (0-based). */
  backoff?: (attempt: number, serverRetryMs: number | null) => number;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

/** 1 s, 2 s, 4 s … up to 30 s, with ±20 % jitter so many tabs do not reconnect in step. */
export function defaultBackoff(attempt: number, serverRetryMs: number | null): number {
  const base = Math.min(30_000, Math.max(serverRetryMs ?? 0, 1000 * 2 ** Math.min(attempt, 5)));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Runs until `signal` aborts or the session ends. Never throws. */
export async function runEventStream(o: EventStreamOptions): Promise<void> {
  const fetchImpl = o.fetchImpl ?? fetch.bind(globalThis);
  const backoff = o.backoff ?? defaultBackoff;
  const sleep = o.sleep ?? abortableSleep;
  let attempt = 0;
  let serverRetry: number | null = null;

  while (!o.signal.aborted) {
    const token = o.getToken();
    if (!token) return; // logged out
    try {
      const res = await fetchImpl(o.url, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        credentials: 'include',
        cache: 'no-store',
        // a background stream that stays open for the page's whole life: low priority, so it never competes with
        // the screen's own requests and does not count as one the page is still waiting for (a first-load audit
        // waits for the high-priority requests to end, which this one never does)
        priority: 'low',
        signal: o.signal,
      });
      if (res.status === 401) {
        try {
          await o.refreshToken(token);
        } catch {
          return; // refresh failed: the HTTP client already logged out
        }
        if (attempt++ > 0) await sleep(backoff(attempt - 1, serverRetry), o.signal);
        continue;
      }
      if (!res.ok || !res.body) throw new Error(`SSE HTTP ${res.status}`);
      attempt = 0;
      o.onStateChange?.(true);
      o.onOpen?.();
      const parser = createSseParser(o.onMessage, (ms) => (serverRetry = ms));
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(decoder.decode(value, { stream: true }));
      }
    } catch {
      // network error, server restart, abort: fall through to the back-off
    }
    o.onStateChange?.(false);
    if (o.signal.aborted) return;
    await sleep(backoff(attempt++, serverRetry), o.signal);
  }
}
