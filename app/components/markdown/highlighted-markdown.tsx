import bash from "highlight.js/lib/languages/bash";
import css from "highlight.js/lib/languages/css";
import javascript from "highlight.js/lib/languages/javascript";
import json from "highlight.js/lib/languages/json";
import markdown from "highlight.js/lib/languages/markdown";
import python from "highlight.js/lib/languages/python";
import sql from "highlight.js/lib/languages/sql";
import typescript from "highlight.js/lib/languages/typescript";
import xml from "highlight.js/lib/languages/xml";
import yaml from "highlight.js/lib/languages/yaml";
import rehypeHighlight from "rehype-highlight";
import { MarkdownView, type MarkdownProps } from "./markdown-view.tsx";

/**
 * MarkdownView with syntax highlighting, in a chunk of its own: the grammars
 * load only for text that has a code block. Ten languages a project's
 * documents and answers are likely to hold; other fences stay plain, and a
 * fence without a language is guessed among these.
 */
const languages = { bash, css, javascript, json, markdown, python, sql, typescript, xml, yaml };

export default function HighlightedMarkdown(props: MarkdownProps) {
  return (
    <MarkdownView
      {...props}
      rehypePlugins={[
        [rehypeHighlight, { languages, detect: true, aliases: { bash: ["sh", "shell"], xml: ["html"] } }],
      ]}
    />
  );
}
