import type { Actor } from './helpers/factories.js';

export type OrderEvent = { type: string; order: { id: string; status: string } };

/**
 * Opens GET /api/orders/events on a listening server and collects its events (`order.updated`,
 * `order.placed`).
 * Resolves once the server says the subscription is live.
 */
export async function openOrderStream(baseUrl: string, actor: Actor) {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/orders/events`, {
    headers: actor.headers,
    signal: controller.signal,
  });
  if (res.status !== 200) throw new Error(`stream answered ${res.status}`);
  const events: OrderEvent[] = [];
  const comments: string[] = [];
  let wake: (() => void) | undefined;
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          for (const line of block) if (line.startsWith(':')) comments.push(line.slice(1).trim());
          if (comments.includes('connected')) connected();
          const data = block.find((line) => line.startsWith('data: '));
          if (block.some((line) => line.startsWith('event: order.')) && data) {
            events.push(JSON.parse(data.slice(6)) as OrderEvent);
            wake?.();
          }
        }
      }
    } catch {
      // aborted
    }
  })();
  await ready;
  let read = 0;
  return {
    res,
    events,
    comments,
    /** The next event, or a rejection after `timeoutMs`. */
    async next(timeoutMs = 5000): Promise<OrderEvent> {
      const deadline = Date.now() + timeoutMs;
      while (events.length <= read) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no order event arrived');
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, left);
        });
      }
      return events[read++]!;
    },
    close: () => controller.abort(),
  };
}
