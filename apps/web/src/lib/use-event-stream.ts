import { useEffect, useRef, useState } from 'react';
import { refresher } from '../api/http.ts';
import { getToken } from './session.ts';
import { runEventStream, type SseMessage } from './event-stream.ts';

export interface UseEventStreamOptions {
  enabled?: boolean;
  onMessage: (m: SseMessage) => void;
  /** Every (re)connection; readers refetch what they may have missed. */
  onOpen?: () => void;
}

/**
 * Follows the business's event stream (GET /api/eventos) while mounted, with the current session token and the
 * shared single-flight refresh. Returns whether the stream is connected (for a small status hint).
 */
export function useEventStream(path: string, { enabled = true, onMessage, onOpen }: UseEventStreamOptions): boolean {
  const [connected, setConnected] = useState(false);
  const handlers = useRef({ onMessage, onOpen });
  useEffect(() => {
    handlers.current = { onMessage, onOpen };
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    void runEventStream({
      url: `/api${path}`,
      getToken,
      refreshToken: (stale) => refresher.getFreshToken(stale),
      onMessage: (m) => handlers.current.onMessage(m),
      onOpen: () => handlers.current.onOpen?.(),
      onStateChange: setConnected,
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [path, enabled]);

  return enabled && connected;
}
