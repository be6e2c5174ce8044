import { createContext, useContext } from "react";

/**
 * The app's one stylesheet, inlined in the document's head: a first visit paints as soon as the HTML
 * arrives instead of a round trip later (on a slow phone network the stylesheet's own request was
 * most of the time to first paint). The server provides the text (app/lib/stylesheet.server.ts,
 * through entry.server); the browser reads it back from the element before hydrating, so its render
 * matches the server's and a client-side re-render of the document keeps the styles. The client
 * bundle never carries the CSS.
 */
const STYLESHEET_ID = "nexo-styles";

const StylesheetContext = createContext(
  typeof document === "undefined" ? "" : (document.getElementById(STYLESHEET_ID)?.textContent ?? ""),
);

export const StylesheetProvider = StylesheetContext.Provider;

export function InlineStylesheet() {
  const css = useContext(StylesheetContext);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the build's own stylesheet, inlined as text.
  return <style id={STYLESHEET_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
