import { type ComponentProps, useEffect, useRef, useState } from "react";

/**
 * A Markdown table in a box that scrolls sideways. When its columns are wider
 * than the box, it says so: a line under it ("Role para o lado…") while
 * columns remain out of sight, a fade at the edge that hides them, and the box
 * takes the keyboard's focus (its arrows scroll it). A table that fits shows
 * none of that.
 */
const SCROLLER = { tabIndex: 0, role: "region", "aria-label": "Tabela (role para o lado)" } as const;

export function ScrollingTable(props: ComponentProps<"table">) {
  const box = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState<"none" | "right" | "left">("none");

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const overflow = element.scrollWidth - element.clientWidth;
      if (overflow <= 1) setHidden("none");
      else setHidden(element.scrollLeft >= overflow - 1 ? "left" : "right");
    };
    measure();
    const resize = new ResizeObserver(measure);
    resize.observe(element);
    const table = element.firstElementChild;
    if (table) resize.observe(table);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      resize.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, []);

  const scrolls = hidden !== "none";
  return (
    <div>
      <div
        ref={box}
        className="overflow-x-auto"
        data-table-scroll={hidden}
        // Only a box that scrolls is a named stop for the keyboard (its arrows scroll it).
        {...(scrolls ? SCROLLER : {})}
        style={
          hidden === "right"
            ? { maskImage: "linear-gradient(to right, #000 calc(100% - 2rem), transparent)" }
            : undefined
        }
      >
        <table {...props} />
      </div>
      {scrolls ? (
        <p className="mt-1 text-xs text-muted" data-table-hint>
          {hidden === "right" ? "Role para o lado para ver todas as colunas →" : "← Role para o lado para voltar"}
        </p>
      ) : null}
    </div>
  );
}
