import { describe, expect, it } from "vitest";
import { renderToStaticMarkup } from "react-dom/server";
import { Tabs } from "./Tabs.tsx";

const TABS = [
  { id: "a", label: "First" },
  { id: "b", label: "Second" },
  { id: "c", label: "Third" },
] as const;

describe("Tabs", () => {
  const html = renderToStaticMarkup(
    <Tabs tabs={TABS} selected="b" onSelect={() => {}} label="Sections">
      <p>Second panel</p>
    </Tabs>,
  );

  it("renders a labelled tablist of buttons with one tab stop, on the selected tab", () => {
    expect(html).toContain('role="tablist" aria-label="Sections" aria-orientation="horizontal"');
    const tabs = [...html.matchAll(/<button [^>]*>/g)].map((m) => m[0]);
    expect(tabs).toHaveLength(3);
    expect(tabs.every((tab) => tab.includes('type="button"') && tab.includes('role="tab"'))).toBe(true);
    expect(tabs.map((tab) => /aria-selected="(\w+)"/.exec(tab)?.[1])).toEqual(["false", "true", "false"]);
    expect(tabs.map((tab) => /tabindex="(-?\d)"/.exec(tab)?.[1])).toEqual(["-1", "0", "-1"]);
  });

  it("renders the selected panel only, labelled by its tab and named by the tab's aria-controls", () => {
    expect(html.match(/role="tabpanel"/g)).toHaveLength(1);
    const tabId = /<button [^>]*id="([^"]+)"[^>]*aria-selected="true"/.exec(html)?.[1];
    const controls = /aria-controls="([^"]+)"/.exec(html)?.[1];
    expect(html).toContain(`role="tabpanel" id="${controls}" aria-labelledby="${tabId}"`);
    expect(html).toContain("<p>Second panel</p>");
  });
});
