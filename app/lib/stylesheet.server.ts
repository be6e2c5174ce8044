// The built stylesheet as text (Vite resolves its imports and asset URLs), for the document's head
// (app/lib/inline-stylesheet.tsx). Only the server bundle includes it.
export { default as stylesheetText } from "#app/tailwind.css?inline";
