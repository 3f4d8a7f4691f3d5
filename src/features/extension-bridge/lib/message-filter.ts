import {
  extensionEventSchema,
  extensionReplySchema,
  type ExtensionEvent,
  type ExtensionReply,
} from './protocol';

export type Accepted =
  { kind: 'reply'; reply: ExtensionReply } | { kind: 'event'; event: ExtensionEvent } | null;

/**
 * Which window messages the bridge listens to (OWASP HTML5 cheat sheet; decision 0021): only
 * those posted on this very window (`source === window`: a frame or another window is refused),
 * from our own origin, in the extension's shape, carrying this page's nonce, and, for a reply,
 * answering a request still waiting. Anything else is dropped without a trace.
 */
export function acceptMessage(
  event: Pick<MessageEvent, 'source' | 'origin' | 'data'>,
  expected: { window: Window; origin: string; nonce: string; pending: (id: string) => boolean },
): Accepted {
  if (event.source !== expected.window || event.origin !== expected.origin) return null;
  const reply = extensionReplySchema.safeParse(event.data);
  if (reply.success) {
    const { nonce, replyTo } = reply.data;
    return nonce === expected.nonce && expected.pending(replyTo)
      ? { kind: 'reply', reply: reply.data }
      : null;
  }
  const pushed = extensionEventSchema.safeParse(event.data);
  if (pushed.success && pushed.data.nonce === expected.nonce) {
    return { kind: 'event', event: pushed.data };
  }
  return null;
}
