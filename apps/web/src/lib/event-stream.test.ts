import { describe, expect, it, vi } from 'vitest';
import { createSseParser, runEventStream, type SseMessage } from './event-stream.ts';

const enc = new TextEncoder();

/** A fetch Response whose body yields `chunks` and then ends (or stays open when `aberto`). */
function streamResponse(chunks: string[], aberto = false, status = 200): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(enc.encode(c));
      if (!aberto) controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

describe('createSseParser', () => {
  it('parses events split across chunks, ignores comments, joins multi-line data, honours CRLF and retry', () => {
    const msgs: SseMessage[] = [];
    const retry = vi.fn();
    const p = createSseParser((m) => msgs.push(m), retry);
    p.push('retry: 3000\n: conectado\n\nevent: pedido.cri');
    p.push('ado\ndata: {"pedido_id":');
    p.push('1}\n\n: ping\n\n');
    p.push('event: pedido.atualizado\r\ndata: a\r\ndata: b\r');
    p.push('\n\r\n');
    p.push('data: sem nome\n\n');
    expect(retry).toHaveBeenCalledWith(3000);
    expect(msgs).toEqual([
      { event: 'pedido.criado', data: '{"pedido_id":1}' },
      { event: 'pedido.atualizado', data: 'a\nb' },
      { event: 'message', data: 'sem nome' },
    ]);
  });
});

describe('runEventStream', () => {
  it('sends the bearer token, delivers events, and reconnects with back-off after the stream ends', async () => {
    const controller = new AbortController();
    const msgs: SseMessage[] = [];
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(streamResponse(['event: pedido.criado\ndata: {"numero_pedido":7}\n\n']))
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockImplementationOnce(async () => {
        queueMicrotask(() => controller.abort());
        return streamResponse(['event: pedido.atualizado\ndata: {}\n\n']);
      });
    const sleeps: number[] = [];
    const onOpen = vi.fn();
    await runEventStream({
      url: '/api/eventos',
      getToken: () => 'tok-1',
      refreshToken: vi.fn(),
      onMessage: (m) => msgs.push(m),
      onOpen,
      signal: controller.signal,
      fetchImpl,
      backoff: (n) => (n + 1) * 100,
      sleep: async (ms) => void sleeps.push(ms),
    });
    expect(fetchImpl.mock.calls[0]![0]).toBe('/api/eventos');
    expect((fetchImpl.mock.calls[0]![1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer tok-1' });
    // the never-ending stream is a background request, not one the page's load waits for
    expect((fetchImpl.mock.calls[0]![1] as RequestInit).priority).toBe('low');
    expect(msgs.map((m) => m.event)).toEqual(['pedido.criado', 'pedido.atualizado']);
    expect(onOpen).toHaveBeenCalledTimes(2);
    // after a successful connection the back-off starts over; a failure in a row grows it
    expect(sleeps).toEqual([100, 200]);
  });

  it('refreshes the token on 401 and retries with the new one', async () => {
    const controller = new AbortController();
    let token = 'velho';
    const refreshToken = vi.fn(async () => {
      token = 'novo';
      return token;
    });
    const fetchImpl = vi
      .fn()
      .mockResolvedValueOnce(new Response(null, { status: 401 }))
      .mockImplementationOnce(async () => {
        queueMicrotask(() => controller.abort());
        return streamResponse([]);
      });
    await runEventStream({
      url: '/api/eventos',
      getToken: () => token,
      refreshToken,
      onMessage: () => {},
      signal: controller.signal,
      fetchImpl,
      backoff: () => 0,
      sleep: async () => {},
    });
    expect(refreshToken).toHaveBeenCalledWith('velho');
    expect((fetchImpl.mock.calls[1]![1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer novo' });
  });

  it('stops when the refresh fails (logged out) or there is no token', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(new Response(null, { status: 401 }));
    await runEventStream({
      url: '/api/eventos',
      getToken: () => 'x',
      refreshToken: () => Promise.reject(new Error('expirou')),
      onMessage: () => {},
      signal: new AbortController().signal,
      fetchImpl,
      sleep: async () => {},
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    const semToken = vi.fn();
    await runEventStream({
      url: '/api/eventos',
      getToken: () => null,
      refreshToken: vi.fn(),
      onMessage: () => {},
      signal: new AbortController().signal,
      fetchImpl: semToken,
    });
    expect(semToken).not.toHaveBeenCalled();
  });
});
