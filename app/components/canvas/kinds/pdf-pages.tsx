import { Minus, Plus } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { getDocument, TextLayer } from "unpdf/pdfjs";
import type { PDFDocumentProxy, PDFPageProxy } from "unpdf/pdfjs";
import { Button } from "#app/components/ui/button.tsx";
import { revealInPane } from "#app/lib/reveal-in-pane.ts";
import { passageItems } from "#isomorphic/text/passage-items.ts";
import "./pdf-text-layer.css";

/** Zoom steps, as multiples of the fitted width. */
const ZOOMS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const FITTED = 2;
/** Points of blank kept beside a page's text when its margins are cropped. */
const MARGIN_KEPT = 12;
/** The first pages whose text, with the cited page's, sets the columns every page is cropped to. */
const SAMPLED_PAGES = 4;
/** Canvas pixels at most per page (a phone's memory; a zoomed page beyond it is drawn softer, not refused). */
const MAX_CANVAS_PIXELS = 16_000_000;

/** Which columns of a page (PDF units, left to right) hold its text, with a little margin kept. */
interface Crop {
  left: number;
  right: number;
}

/**
 * The PDF's pages in the Canvas's 600 px frame (spec), drawn by PDF.js with
 * the text layer over each page, so the cited passage can be highlighted and
 * the text selected and found. A page is fitted by the width of its text,
 * its blank side margins cropped: an A4 page fitted whole to a 390 px phone
 * sets 12 pt text at 7.9 px, cropped at about 10 px. Pages are drawn when
 * they come near the frame's view; the cited one at once, scrolled to its
 * highlighted passage.
 */
export default function PdfPages({
  url,
  name,
  page,
  passage,
}: {
  url: string;
  name: string;
  page: number | null;
  passage: string | null;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<{ document: PDFDocumentProxy; first: PDFPageProxy; crop: Crop } | null>(null);
  const [failed, setFailed] = useState(false);
  const [width, setWidth] = useState(0);
  /** An index into ZOOMS. */
  const [zoom, setZoom] = useState<number>(FITTED);

  // The crop is the columns the text of the page cited first and of the first pages spans (a cover's centred title
  // alone would cut the body pages' lines); a later citation only scrolls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the document is loaded once per link, not per citation
  useEffect(() => {
    let active = true;
    let loaded: PDFDocumentProxy | null = null;
    (async () => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`PDF: ${response.status}`);
      const document = await getDocument({ data: new Uint8Array(await response.arrayBuffer()) }).promise;
      loaded = document;
      const first = await document.getPage(Math.min(Math.max(page ?? 1, 1), document.numPages));
      const sampled = [first];
      for (let number = 1; number <= Math.min(SAMPLED_PAGES, document.numPages); number++)
        if (number !== first.pageNumber) sampled.push(await document.getPage(number));
      const crop = textCrop(pageSize(first)[0], await Promise.all(sampled.map((one) => textColumns(one))));
      if (active) setPdf({ document, first, crop });
    })().catch(() => active && setFailed(true));
    return () => {
      active = false;
      void loaded?.loadingTask.destroy();
    };
  }, [url]);

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    setWidth(element.clientWidth);
    return () => observer.disconnect();
  }, []);

  return (
    <div className="space-y-2">
      <fieldset className="flex items-center justify-end gap-1">
        <legend className="sr-only">Zoom do PDF</legend>
        <Button
          variant="outline"
          size="icon"
          aria-label="Diminuir zoom"
          disabled={zoom <= 0}
          onClick={() => setZoom((current) => Math.max(current - 1, 0))}
        >
          <Minus aria-hidden className="h-4 w-4" />
        </Button>
        <span className="min-w-14 text-center text-sm tabular-nums text-muted" aria-live="polite">
          {Math.round((ZOOMS[zoom] ?? 1) * 100)}%
        </span>
        <Button
          variant="outline"
          size="icon"
          aria-label="Aumentar zoom"
          disabled={zoom >= ZOOMS.length - 1}
          onClick={() => setZoom((current) => Math.min(current + 1, ZOOMS.length - 1))}
        >
          <Plus aria-hidden className="h-4 w-4" />
        </Button>
      </fieldset>
      {/* A scroll pane of its own: revealing the passage moves the frame, not the page around it. */}
      <section
        ref={frame}
        aria-label={name}
        data-pdf-frame=""
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached and scrolled by keyboard
        tabIndex={0}
        // On a phone the frame takes the pane's whole width (its padding too): every pixel goes to the text.
        className="h-[600px] overflow-auto rounded-lg border border-line bg-slate-100 py-2 max-md:-mx-4 max-md:rounded-none max-md:border-x-0"
      >
        {failed ? (
          <p className="p-4 text-sm text-muted">Não foi possível mostrar este PDF aqui; abra-o em outra aba.</p>
        ) : pdf && width > 0 ? (
          <div className="flex w-max min-w-full flex-col items-center gap-2">
            {Array.from({ length: pdf.document.numPages }, (_, i) => i + 1).map((number) => (
              <PdfPage
                key={number}
                document={pdf.document}
                number={number}
                estimate={pdf.first}
                crop={pdf.crop}
                width={width}
                zoom={ZOOMS[zoom] ?? 1}
                cited={number === page}
                passage={number === page ? passage : null}
                frame={frame}
              />
            ))}
          </div>
        ) : (
          <div role="status" className="h-full animate-pulse bg-slate-100">
            <span className="sr-only">Carregando PDF</span>
          </div>
        )}
      </section>
    </div>
  );
}

function PdfPage({
  document,
  number,
  estimate,
  crop,
  width,
  zoom,
  cited,
  passage,
  frame,
}: {
  document: PDFDocumentProxy;
  number: number;
  /** The page opened first: the size of a page not measured yet. */
  estimate: PDFPageProxy;
  crop: Crop;
  width: number;
  zoom: number;
  cited: boolean;
  passage: string | null;
  frame: React.RefObject<HTMLDivElement | null>;
}) {
  const box = useRef<HTMLDivElement>(null);
  const sheet = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [near, setNear] = useState(cited);
  const [proxy, setProxy] = useState<PDFPageProxy | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && setNear(true),
      {
        root: frame.current,
        rootMargin: "600px 0px",
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, frame]);

  useEffect(() => {
    if (!near) return;
    let active = true;
    document.getPage(number).then(
      (loaded) => active && setProxy(loaded),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [near, document, number]);

  // The cited page is brought into the frame's view at once; its passage once the text layer marks it.
  useEffect(() => {
    if (cited && box.current) revealInPane(box.current, "auto");
  }, [cited]);

  const [pageWidth, pageHeight] = pageSize(proxy ?? estimate);
  // The first page's columns fit the pages of its size; a page of another size (a landscape table) is shown whole.
  const columns = Math.abs(pageWidth - (pageSize(estimate)[0] ?? 0)) < 1 ? crop : { left: 0, right: pageWidth };
  const scale = (width / (columns.right - columns.left)) * zoom;

  useEffect(() => {
    const target = canvas.current;
    const layer = sheet.current;
    if (!proxy || !target || !layer) return;
    let cancelled = false;
    const viewport = proxy.getViewport({ scale });
    const density = Math.min(
      window.devicePixelRatio || 1,
      Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)),
    );
    target.width = Math.floor(viewport.width * density);
    target.height = Math.floor(viewport.height * density);
    const context = target.getContext("2d");
    if (!context) return;
    const drawing = proxy.render({
      canvas: target,
      canvasContext: context,
      viewport: proxy.getViewport({ scale: scale * density }),
    });
    drawing.promise.catch(() => undefined);

    const text = layer.querySelector<HTMLDivElement>(".textLayer");
    text?.replaceChildren();
    let textLayer: TextLayer | null = null;
    if (text) {
      textLayer = new TextLayer({ textContentSource: proxy.streamTextContent(), container: text, viewport });
      textLayer
        .render()
        .then(() => {
          if (cancelled || !textLayer) return;
          const divs = textLayer.textDivs;
          if (!passage) return;
          for (const index of passageItems(textLayer.textContentItemsStr, passage))
            divs[index]?.setAttribute("data-passage", "");
          const first = text.querySelector("[data-passage]");
          if (first)
            revealInPane(first, window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");
        })
        .catch(() => undefined);
    }
    return () => {
      cancelled = true;
      drawing.cancel();
      textLayer?.cancel();
    };
  }, [proxy, scale, passage]);

  return (
    <div
      ref={box}
      data-pdf-page={number}
      className="relative shrink-0 overflow-hidden bg-white shadow-sm"
      style={{ width: (columns.right - columns.left) * scale, height: pageHeight * scale }}
    >
      {proxy ? (
        <div
          ref={sheet}
          className="pdf-sheet absolute top-0"
          style={
            {
              left: -columns.left * scale,
              width: pageWidth * scale,
              height: pageHeight * scale,
              "--scale-factor": scale,
              "--total-scale-factor": scale,
            } as React.CSSProperties
          }
        >
          <canvas ref={canvas} aria-hidden className="absolute inset-0 h-full w-full" />
          <div className="textLayer" />
        </div>
      ) : null}
    </div>
  );
}

/** A page's width and height in PDF units, as shown (its rotation applied). */
function pageSize(page: PDFPageProxy): [number, number] {
  const viewport = page.getViewport({ scale: 1 });
  return [viewport.width, viewport.height];
}

/** Where a page's text starts and ends across it (PDF units, as shown), or null when it has none. */
async function textColumns(page: PDFPageProxy): Promise<Crop | null> {
  const [width] = pageSize(page);
  const viewport = page.getViewport({ scale: 1 });
  let left = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  for (const item of (await page.getTextContent()).items) {
    if (!("str" in item) || !item.str.trim()) continue;
    // The item's start and end along the line, in the viewport's (rotated, top-left) space.
    const [x0] = viewport.convertToViewportPoint(item.transform[4] ?? 0, item.transform[5] ?? 0);
    const [x1] = viewport.convertToViewportPoint((item.transform[4] ?? 0) + item.width, item.transform[5] ?? 0);
    left = Math.min(left, x0 ?? 0, x1 ?? 0);
    right = Math.max(right, x0 ?? 0, x1 ?? 0);
  }
  return Number.isFinite(left) && right > left ? { left: Math.max(0, left), right: Math.min(width, right) } : null;
}

/**
 * The columns the sampled pages' text spans together, MARGIN_KEPT beside it,
 * never less than half the page (one short line must not blow a page up);
 * the whole page when none has text.
 */
function textCrop(width: number, columns: (Crop | null)[]): Crop {
  const found = columns.filter((one): one is Crop => one !== null);
  if (found.length === 0) return { left: 0, right: width };
  const left = Math.min(...found.map((one) => one.left));
  const right = Math.max(...found.map((one) => one.right));
  let crop = { left: Math.max(0, left - MARGIN_KEPT), right: Math.min(width, right + MARGIN_KEPT) };
  if (crop.right - crop.left < width / 2) {
    const middle = (crop.left + crop.right) / 2;
    const start = Math.min(Math.max(0, middle - width / 4), width / 2);
    crop = { left: start, right: start + width / 2 };
  }
  return crop;
}
