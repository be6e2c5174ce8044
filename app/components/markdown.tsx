import ReactMarkdown, { defaultUrlTransform } from "react-markdown";

/**
 * Markdown for agent answers. Links keep only http, https, irc, ircs,
 * mailto, xmpp or relative URLs (react-markdown's default transform, the
 * spec's allowlist); raw HTML is never rendered.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown space-y-2 text-sm leading-relaxed [&_a]:text-brand-700 [&_a]:underline [&_h2]:text-base [&_h2]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      <ReactMarkdown urlTransform={defaultUrlTransform}>{children}</ReactMarkdown>
    </div>
  );
}
