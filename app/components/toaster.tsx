import { useLocation } from "@remix-run/react";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import type { Toast } from "#isomorphic/toast.ts";
import { messageOf } from "#app/lib/api-client.ts";
import { useMediaQuery } from "#app/lib/use-media-query.ts";
import { usePhoneHint } from "#app/lib/use-phone-hint.ts";

/**
 * sonner is loaded on the first toast, not with every page: most visits
 * (the landing page above all) never show one, and it is ~10 KB gzip.
 */
type Sonner = typeof import("sonner");
/**
 * A description may be an element that follows what it describes (an upload's toast, its document's status):
 * sonner applies a toast's update or dismissal a task or a frame after the call, so text that must change in the
 * same paint as something else on the page is rendered by an element instead.
 */
type Notice = Omit<Toast, "id" | "description"> & { id?: string; description?: ReactNode };

let sonner: Promise<Sonner> | undefined;
/** The module once loaded: a toast then goes to it at once, not through the queue. */
let loaded: Sonner | undefined;
const loadSonner = () =>
  (sonner ??= import("sonner").then((module) => {
    loaded = module;
    return module;
  }));

const queue: Notice[] = [];
const listeners = new Set<() => void>();

const SonnerToaster = lazy(() => loadSonner().then((module) => ({ default: module.Toaster })));

function show(module: Sonner, notice: Notice) {
  const fn = { error: module.toast.error, info: module.toast.info, success: module.toast.success }[notice.type];
  fn(notice.title, { id: notice.id, description: notice.description });
}

export function notify(notice: Notice) {
  // Once sonner is on the page, straight to it (it still shows the toast a task later).
  if (loaded && listeners.size > 0) {
    show(loaded, notice);
    return;
  }
  queue.push(notice);
  for (const listener of listeners) listener();
}

/**
 * Runs a request and says how it went: a `success` toast, or a `failure` toast
 * with the server's reason. True when it succeeded, for the caller to refresh.
 */
export async function notifyOutcome(action: () => Promise<unknown>, success: string, failure: string) {
  try {
    await action();
    notify({ type: "success", title: success });
    return true;
  } catch (error) {
    notify({ type: "error", title: failure, description: messageOf(error) });
    return false;
  }
}

/** Takes a toast away, whether it is on screen or still waiting for sonner to load. */
export function dismiss(id: string) {
  const waiting = queue.findIndex((notice) => notice.id === id);
  if (waiting >= 0) queue.splice(waiting, 1);
  if (loaded) loaded.toast.dismiss(id);
  else void sonner?.then((module) => module.toast.dismiss(id));
}

/**
 * At sonner's phone width (600 px and below) toasts span the screen; at the
 * top they would cover the header's menu button (and a pointer resting on a
 * toast pauses its timer), so on phones they rise from the bottom instead.
 */
const PHONE_QUERY = "(max-width: 600px)";

/**
 * On a desktop toasts sit at the top centre: every page here puts its title at the top left and its actions at
 * the top right (the project page's Membros, then the conversation bar's Renomear, Conversas and Nova conversa),
 * and a stack of toasts at the top right covered them right after an upload, when Nova conversa is what comes next.
 *
 * An initiative page is the exception: its top row holds Voltar at the left and Modo apresentação (on stage: Sair
 * da apresentação) at the right, with the title under them, so there the toasts stay at the right and start under
 * that row (the sign-in's welcome is often still up when the presenter arrives).
 */
const UNDER_INITIATIVE_CHROME = { top: "7rem" };

export function Toaster() {
  const [mounted, setMounted] = useState(false);
  const phone = useMediaQuery(PHONE_QUERY, usePhoneHint());
  const initiative = useLocation().pathname.startsWith("/initiatives/");

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
      <SonnerToaster
        position={phone ? "bottom-center" : initiative ? "top-right" : "top-center"}
        offset={initiative ? UNDER_INITIATIVE_CHROME : undefined}
        richColors
        closeButton
      />
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

/**
 * A form's outcome as a toast that lasts as long as the attempt it reports:
 * taken away when the form is sent again (`attempting`) or leaves the screen,
 * so a refusal ("E-mail ou senha incorretos.") never follows a later success
 * into the next page.
 */
export function useAttemptToast(toast: Toast | null | undefined, attempting: boolean) {
  useToastNotice(toast);
  useEffect(() => {
    if (!toast) return;
    if (attempting) dismiss(toast.id);
    return () => dismiss(toast.id);
  }, [toast, attempting]);
}
