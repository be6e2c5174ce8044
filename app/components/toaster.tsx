import { lazy, Suspense, useEffect, useState } from "react";
import type { Toast } from "~/lib/toast";
import { useMediaQuery } from "~/lib/use-media-query";

/**
 * sonner is loaded on the first toast, not with every page: most visits
 * (the landing page above all) never show one, and it is ~10 KB gzip.
 */
type Notice = Omit<Toast, "id"> & { id?: string };
type Sonner = typeof import("sonner");

let sonner: Promise<Sonner> | undefined;
const loadSonner = () => (sonner ??= import("sonner"));

const queue: Notice[] = [];
const listeners = new Set<() => void>();

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

function show(module: Sonner, notice: Notice) {
  const fn = { error: module.toast.error, info: module.toast.info, success: module.toast.success }[notice.type];
  fn(notice.title, { id: notice.id, description: notice.description });
}

export function notify(notice: Notice) {
  queue.push(notice);
  for (const listener of listeners) listener();
}

/**
 * At sonner's phone width (600 px and below) toasts span the screen; at the
 * top they would cover the header's menu button (and a pointer resting on a
 * toast pauses its timer), so on phones they rise from the bottom instead.
 */
const PHONE_QUERY = "(max-width: 600px)";

export function Toaster() {
  const [mounted, setMounted] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY, false);

  useEffect(() => {
    const wake = () => setMounted(true);
    listeners.add(wake);
    if (queue.length > 0) wake();
    return () => {
      listeners.delete(wake);
    };
  }, []);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster position={phone ? "bottom-center" : "top-right"} richColors closeButton />
      <QueueFlusher />
    </Suspense>
  );
}

/** Mounted beside sonner's Toaster, so its effect runs after sonner has subscribed. */
function QueueFlusher() {
  useEffect(() => {
    let active = true;
    let flush = () => {};
    void loadSonner().then((module) => {
      if (!active) return;
      flush = () => {
        for (const notice of queue.splice(0)) show(module, notice);
      };
      flush();
      listeners.add(flush);
    });
    return () => {
      active = false;
      listeners.delete(flush);
    };
  }, []);
  return null;
}

/** Shows a toast once per id (actions and the flash cookie both produce these). */
export function useToastNotice(toast: Toast | null | undefined) {
  useEffect(() => {
    if (toast) notify(toast);
  }, [toast]);
}
