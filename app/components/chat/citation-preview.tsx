import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import { type ReactElement, useMemo, useRef } from "react";
import { type Arrival, useArrival } from "#app/components/ui/load-on-reach.tsx";
import { Markdown } from "#app/components/markdown/markdown.tsx";
import type { SourceView } from "#isomorphic/protocols/chat-protocol.ts";
import { citedExcerpt } from "#isomorphic/text/cited-excerpt.ts";

const LONG_PRESS_MS = 450;

/**
 * The passage a citation points to, shown on hover and keyboard focus (Radix
 * Tooltip) and, on touch screens, on a long press, which Radix leaves out; the
 * tap that follows a long press does not also open the document.
 */
export default function CitationPreview({
  source,
  answer,
  children,
  arrival,
}: {
  source: SourceView;
  answer: string;
  children: ReactElement;
  arrival: Arrival;
}) {
  const { trigger, open, setOpen } = useArrival(arrival);
  const excerpt = useMemo(() => citedExcerpt(source.quote, answer, source.n), [source, answer]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pressed = useRef(false);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root open={open} onOpenChange={setOpen}>
        <TooltipPrimitive.Trigger
          asChild
          ref={trigger}
          onPointerDown={(event) => {
            pressed.current = false;
            if (event.pointerType !== "touch") return;
            cancel();
            timer.current = setTimeout(() => {
              pressed.current = true;
              setOpen(true);
            }, LONG_PRESS_MS);
          }}
          onPointerUp={cancel}
          onPointerCancel={cancel}
          onPointerLeave={cancel}
          onContextMenu={(event) => pressed.current && event.preventDefault()}
          onClickCapture={(event) => {
            if (!pressed.current) return;
            pressed.current = false;
            event.preventDefault();
          }}
          style={{ WebkitTouchCallout: "none" }}
        >
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side="top"
            sideOffset={6}
            collisionPadding={8}
            className="z-50 max-w-[min(22rem,calc(100vw-1rem))] rounded-lg border border-line bg-white p-3 text-left text-xs text-ink shadow-lg"
          >
            <p className="mb-1 font-semibold text-brand-800">
              [{source.n}] {source.documentName}
              {source.location ? <span className="font-normal text-muted"> — {source.location}</span> : null}
            </p>
            <p className="mb-1 text-muted">Trecho como a resposta o citou</p>
            {/* From the cited words on: a passage of a PDF page starts with the page's header (cited-excerpt.ts). */}
            <div
              data-preview-excerpt=""
              className="max-h-40 overflow-hidden [&_p]:mb-1 [&_table]:text-[0.7rem] [&_td]:px-1 [&_th]:px-1"
            >
              <Markdown>{excerpt}</Markdown>
            </div>
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
