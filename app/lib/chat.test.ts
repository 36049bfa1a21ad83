import { describe, expect, it, vi } from "vitest";
import { onChatShutdown, shutDownChat } from "./chat.ts";

describe("the chat hook of signing out", () => {
  it("shuts every registered chat down, even when one fails, and forgets an unregistered one", () => {
    const first = vi.fn(() => {
      throw new Error("widget gone");
    });
    const second = vi.fn();
    const gone = vi.fn();
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    onChatShutdown(first);
    onChatShutdown(second);
    const unregister = onChatShutdown(gone);
    unregister();
    shutDownChat();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    expect(gone).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
