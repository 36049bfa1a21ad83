/**
 * The hook between the account and a chat widget: a widget that keeps a conversation for the
 * signed-in visitor registers how to shut itself down, and signing out calls it, so the next person
 * at the same browser does not see the conversation. The store has no chat widget yet.
 */
const shutdowns = new Set<() => void>();

/** Registers a chat's shutdown; the returned function unregisters it. */
export function onChatShutdown(shutdown: () => void): () => void {
  shutdowns.add(shutdown);
  return () => shutdowns.delete(shutdown);
}

/** Shuts down every registered chat (on sign-out); a chat that fails to close does not stop the rest. */
export function shutDownChat(): void {
  for (const shutdown of shutdowns) {
    try {
      shutdown();
    } catch (error) {
      console.error("Closing the chat failed", error);
    }
  }
}
