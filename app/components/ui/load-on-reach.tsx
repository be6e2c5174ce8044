import { useLayoutEffect } from "@radix-ui/react-use-layout-effect";
import { type ComponentType, type ReactElement, useEffect, useRef, useState } from "react";

/**
 * How the pointer or keyboard reached a control whose enhancement loads on
 * reach: "focus" (give the focus back, which opens a tooltip), "open" (a mouse
 * is still on it: open at once, Radix would wait for the next move) or
 * "closed" (it left, or a finger touched it: wait like any tooltip).
 */
export type Arrival = "focus" | "open" | "closed";

/** Wraps one element (Radix triggers take their child as the element to enhance). */
export type Enhancement<P> = ComponentType<P & { arrival: Arrival; children: ReactElement }>;

/**
 * Renders `children` as they are until a pointer or the keyboard first
 * reaches them, then loads `load`'s component (a Radix tooltip, say) and
 * wraps them in it. Hydration then mounts nothing extra and fetches no chunk:
 * mounting every tooltip at once re-rendered whole lists and appended a dozen
 * preload links while the page was becoming interactive (Lighthouse counted it
 * as blocking time).
 *
 * Wrapping replaces the control's element, so it happens once, when the chunk
 * is there, and never while a button is held on the control: a click whose
 * press and release landed on two different elements would be lost. If the
 * chunk cannot be fetched the control stays as it is. The wrapper is
 * `display: contents`: it only listens and has no box of its own.
 */
export function LoadOnReach<P extends object>({
  children,
  load,
  props,
  disabled = false,
}: {
  children: ReactElement;
  load: () => Promise<{ default: Enhancement<P> }>;
  props: P;
  disabled?: boolean;
}) {
  const [Enhanced, setEnhanced] = useState<Enhancement<P> | null>(null);
  const [focusReached, setFocusReached] = useState(false);
  const [mouseInside, setMouseInside] = useState(false);
  const requested = useRef(false);
  const pressed = useRef(false);
  const waiting = useRef<Enhancement<P> | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const hadFocus = useRef(false);

  const enhance = (component: Enhancement<P>) => {
    hadFocus.current = wrapper.current?.contains(document.activeElement) ?? false;
    setEnhanced(() => component);
  };
  const apply = (component: Enhancement<P>) => {
    if (pressed.current) waiting.current = component;
    else enhance(component);
  };
  // The control that had the focus is a new element now: it keeps the focus (a click's focus, too). Radix's
  // useLayoutEffect: this runs on the server too, where React's warns on every render.
  useLayoutEffect(() => {
    if (!Enhanced || !hadFocus.current) return;
    hadFocus.current = false;
    const element = wrapper.current;
    if (element && !element.contains(document.activeElement)) element.querySelector<HTMLElement>("a, button")?.focus();
  }, [Enhanced]);
  const reach = (how: "pointer" | "focus") => {
    if (requested.current || disabled) return;
    requested.current = true;
    if (how === "focus") setFocusReached(true);
    load().then(
      (module) => apply(module.default),
      () => {},
    );
  };
  const release = () => {
    pressed.current = false;
    const component = waiting.current;
    if (!component) return;
    waiting.current = null;
    // After this click's own handlers have run on the element it started on.
    setTimeout(() => enhance(component), 0);
  };

  const arrival: Arrival = focusReached ? "focus" : mouseInside ? "open" : "closed";
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only listens to the events that bubble up from the control it wraps
    <span
      ref={wrapper}
      className="contents"
      onPointerOver={(event) => {
        if (event.pointerType !== "touch" && !mouseInside) setMouseInside(true);
        reach("pointer");
      }}
      onPointerLeave={() => setMouseInside(false)}
      onPointerDown={() => {
        pressed.current = true;
        reach("pointer");
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onClickCapture={release}
      onFocus={() => reach("focus")}
    >
      {Enhanced && !disabled ? (
        <Enhanced {...props} arrival={arrival}>
          {children}
        </Enhanced>
      ) : (
        children
      )}
    </span>
  );
}

/**
 * An enhancement's side of its arrival, for a Radix tooltip: the trigger's ref
 * (a control reached by the keyboard gets its focus back, before the browser
 * paints, which opens the tooltip as focus does) and the open state, open at
 * once for a mouse still on the control. The new element never saw that mouse
 * enter, so Radix would not see it leave either; the wrapper does, and the
 * arrival turning "closed" closes it.
 */
export function useArrival(arrival: Arrival) {
  // Radix types the trigger as a button; asChild puts the ref on whatever the child is (a link, a button).
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(arrival === "open");
  // Only on arrival (once, with the arrival the enhancement mounted with): later focus and pointer moves are
  // Radix's to handle.
  useLayoutEffect(() => {
    if (arrival === "focus") trigger.current?.focus();
  }, []);
  useEffect(() => {
    if (arrival === "closed") setOpen(false);
  }, [arrival]);
  return { trigger, open, setOpen };
}
