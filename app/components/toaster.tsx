import { lazy, Suspense, useEffect, useState } from "react";
import type { Toast } from "~/lib/toast";

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

export function Toaster() {
  const [mounted, setMounted] = useState(false);

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
      <SonnerToaster position="top-right" richColors closeButton />
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
