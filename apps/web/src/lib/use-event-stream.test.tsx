import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { SESSION_STORAGE_KEY } from './session.ts';
import { useEventStream } from './use-event-stream.ts';

describe('useEventStream', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the stream with the session token, reports connection and events, and aborts on unmount', async () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'tok-sessao', empresa_id: 1 }));
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      const body = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(new TextEncoder().encode('event: pedido.criado\ndata: {"pedido_id":42}\n\n'));
          // stays open, like the server's stream
        },
      });
      return new Response(body, { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const onMessage = vi.fn();
    const onOpen = vi.fn();

    const { result, unmount } = renderHook(() => useEventStream('/eventos', { onMessage, onOpen }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith({ event: 'pedido.criado', data: '{"pedido_id":42}' }));
    expect(result.current).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/eventos');
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ Authorization: 'Bearer tok-sessao' });

    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
