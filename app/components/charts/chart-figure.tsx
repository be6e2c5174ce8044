import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "#app/lib/utils.ts";

export interface ChartSize {
  width: number;
  height: number;
  /** The container's font size in px: labels are laid out for the type they will be drawn in. */
  fontPx: number;
}

/** What the server draws before the browser can measure (the SVG scales until then). */
const SERVER_SIZE: ChartSize = { width: 640, height: 256, fontPx: 16 };

/**
 * The frame of every chart: an SVG drawn with visx at the container's real
 * size (measured after hydration; the server draws a default size scaled by
 * the viewBox, so the page never waits for JavaScript to show it), named for
 * assistive technology, with the figures also as text beside it.
 */
export function ChartFigure({
  label,
  summary,
  heightClass = "h-64",
  children,
  figures,
  className,
}: {
  /** The chart's accessible name (role img). */
  label: string;
  /** One sentence a listener gets instead of the picture. */
  summary: string;
  /** Height of the drawing, in rem so presenter mode scales it. */
  heightClass?: string;
  children: (size: ChartSize) => ReactNode;
  /** The same figures as text (a table or list). */
  figures: ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const size = useMeasuredSize(ref);
  const summaryId = useId();
  return (
    <figure className={cn("min-w-0", className)}>
      <div ref={ref} className={cn("w-full", heightClass)}>
        <svg
          role="img"
          aria-label={label}
          aria-describedby={summaryId}
          width="100%"
          height="100%"
          viewBox={`0 0 ${size.width} ${size.height}`}
          className="block overflow-visible font-sans"
        >
          {children(size)}
        </svg>
      </div>
      <figcaption className="mt-3">
        <p id={summaryId} className="sr-only">
          {summary}
        </p>
        {figures}
      </figcaption>
    </figure>
  );
}

function useMeasuredSize(ref: React.RefObject<HTMLDivElement | null>): ChartSize {
  const [size, setSize] = useState(SERVER_SIZE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) return;
      const next = {
        width: Math.round(rect.width),
        height: Math.round(rect.height),
        fontPx: Number.parseFloat(getComputedStyle(element).fontSize) || SERVER_SIZE.fontPx,
      };
      setSize((current) =>
        current.width === next.width && current.height === next.height && current.fontPx === next.fontPx
          ? current
          : next,
      );
    };
    // No measure() here: reading the size now would force a layout of the whole page inside hydration's
    // task. The observer reports the element's size once, after the browser's own next layout.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
