import { createContext } from "react";
import type { InitData, MainMenuEntry } from "./site-data.ts";

/**
 * The main menu's panels are sent once (docs/benchmarks.md#page-weight): the server renders them into
 * the HTML from the whole site data, and the root loader hands the browser the menu without their
 * contents (entries, their links and which of them open a panel). On hydration a panel keeps the
 * markup the server drew; once the browser's own `init` arrives (it is fetched at startup anyway) the
 * panels render from it.
 */

/** The site data the server renders with, whole (the root loader's data has the panels emptied). */
export const ServerInitContext = createContext<InitData | null>(null);

/** A menu entry with its panel's contents left out: what the browser needs to draw the entry and open the panel. */
function withoutPanel(entry: MainMenuEntry): MainMenuEntry {
  if (!entry.subMenu) return entry;
  return {
    ...entry,
    subMenu: {
      title: entry.subMenu.title,
      description: null,
      useLargeFormatItems: entry.subMenu.useLargeFormatItems,
      sections: [],
      editorialContent: null,
    },
  };
}

/** The site data as the root loader sends it: the menu's panels are in the HTML only. */
export function initForBrowser(init: InitData): InitData {
  return { ...init, mainMenu: init.mainMenu.map(withoutPanel) };
}
