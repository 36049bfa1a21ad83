import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Link } from "../ui/Link.tsx";
import { formatMoney } from "../../../core/money-format.ts";
import type { MessageId } from "../../i18n/index.ts";
import { useMessage } from "../../lib/intl.tsx";
import { useSite } from "../../lib/site.tsx";
import { useStickyUnderHeader } from "../shell/RouteEffects.tsx";
import { ringSteps, type StepNumber } from "./model.ts";
import type { RingBuilderView } from "./types.ts";
import "./ring-builder.css";

const STEP_WORDS: Record<StepNumber, { title: MessageId; todo: MessageId }> = {
  1: { title: "rb_step_setting", todo: "rb_step_choose_setting" },
  2: { title: "rb_step_stone", todo: "rb_step_choose_stone" },
  3: { title: "rb_step_ring", todo: "rb_step_review" },
};

/** Location state a page sets when the ring's dialog closes: the step bar gives focus back to its "your ring" step. */
export const RETURN_FOCUS = "ring-builder-return-focus";
const RETURN_FOCUS_WATCH_MS = 2000;

/**
 * The ring builder's steps (1 setting, 2 stone, 3 your ring), shown while a ring is being built on the
 * setting's page, the stone searches and a stone's page. Each step names the chosen item and its price
 * and links back to it, or to where it is chosen; the current step is marked for screen readers too.
 * The bar stays in view under the header as the page scrolls.
 */
export function StepBar({ ring, current }: { ring: RingBuilderView; current: StepNumber | null }) {
  const t = useMessage();
  const { region, locale } = useSite();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  const steps = ringSteps(ring, { region, current, from });
  const ringLink = useRef<HTMLAnchorElement>(null);
  const bar = useRef<HTMLElement>(null);
  useStickyUnderHeader(bar);
  useEffect(() => {
    const link = ringLink.current;
    if (!link || !(location.state as Record<string, unknown> | null)?.[RETURN_FOCUS]) return;
    link.focus();
    // A dialog still leaving as this page opens (a slow exit) can take focus back into itself and drop
    // it on the body as it goes: until it has gone (two seconds at most), focus dropped so returns to
    // the link. Focus the visitor moved elsewhere on the page is left where it is.
    const until = performance.now() + RETURN_FOCUS_WATCH_MS;
    let frame = 0;
    const watch = () => {
      const active = document.activeElement;
      if (!active || active === document.body) link.focus();
      else if (active !== link && !active.closest("dialog, [role=dialog]")) return;
      if (performance.now() < until) frame = requestAnimationFrame(watch);
    };
    frame = requestAnimationFrame(watch);
    return () => cancelAnimationFrame(frame);
  }, [location.key]);
  return (
    <nav ref={bar} className="rb-steps" aria-label={t("rb_steps_label")} data-ring-steps>
      <ol className="rb-steps__list">
        {steps.map((step) => {
          const words = STEP_WORDS[step.number];
          return (
            <li
              key={step.number}
              className="rb-steps__item"
              data-step={step.number}
              data-chosen={step.chosen ? true : undefined}
              data-current={step.current || undefined}
            >
              <Link
                ref={step.number === 3 ? ringLink : undefined}
                to={step.href}
                className="rb-steps__link"
                aria-current={step.current ? "step" : undefined}
                data-last-added={step.lastAdded || undefined}
              >
                <span className="rb-steps__number" aria-hidden="true">
                  {step.chosen ? (
                    <svg viewBox="0 0 16 16" width="14" height="14" focusable="false">
                      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="1.6" />
                    </svg>
                  ) : (
                    step.number
                  )}
                </span>
                <span className="rb-steps__text">
                  <span className="rb-steps__title">
                    <span className="visually-hidden">{t("rb_step_number", { number: step.number })}: </span>
                    {t(words.title)}
                    {step.lastAdded ? <span className="rb-steps__badge">{t("rb_last_added")}</span> : null}
                  </span>
                  {step.chosen ? (
                    <span className="rb-steps__chosen">
                      {step.chosen.name ? <span className="rb-steps__name">{step.chosen.name}</span> : null}
                      {step.chosen.price ? (
                        <span className="rb-steps__price" data-price>
                          {formatMoney(step.chosen.price, locale)}
                        </span>
                      ) : null}
                    </span>
                  ) : (
                    <span className="rb-steps__todo">{t(words.todo)}</span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
