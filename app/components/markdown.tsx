import ReactMarkdown, { defaultUrlTransform } from "react-markdown";

/**
 * Markdown for agent answers. Links keep only http, https, irc, ircs,
 * mailto, xmpp or relative URLs (react-markdown's default transform, the
 * spec's allowlist); raw HTML is never rendered.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown space-y-2 text-sm leading-relaxed [&_a]:text-brand-700 [&_a]:underline [&_h1]:text-lg [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      <ReactMarkdown urlTransform={defaultUrlTransform}>{children}</ReactMarkdown>
    </div>
  );
}
