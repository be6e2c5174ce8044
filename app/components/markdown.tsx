import ReactMarkdown, { defaultUrlTransform } from "react-markdown";

/**
 * Markdown for chat messages and documents. Links keep only http, https,
 * irc, ircs, mailto, xmpp or relative URLs (react-markdown's default
 * transform, the spec's allowlist); a link whose URL is refused is shown as
 * plain text, never as something to click. Raw HTML is shown as text, never rendered.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="markdown space-y-2 text-sm leading-relaxed [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:border-brand-200 [&_blockquote]:pl-3 [&_blockquote]:italic [&_h1]:text-lg [&_h1]:font-bold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-slate-100 [&_pre]:p-2 [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5">
      <ReactMarkdown
        urlTransform={defaultUrlTransform}
        components={{
          a: ({ href, children: text }) =>
            href ? (
              <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                {text}
              </a>
            ) : (
              <span>{text}</span>
            ),
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
